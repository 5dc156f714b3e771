import { describe, expect, it } from 'vitest';
import { serviceCallDispatch } from '../../../server/demo/processes/service-call-dispatch';
import type { Division } from '../../schemas/division';
import { presetRolesForJobRole } from '../division-roles';
import { demoSource } from './demo-source.test-helper';
import {
  audienceForJobRole,
  buildChangeSummaryOutline,
  buildJobAidOutline,
  buildSessionDeckOutline,
  buildWalkthroughOutline,
  type DocumentOutline,
  describeGeneration,
  type TrainingSource,
} from './index';
import { systemsInStep } from './source';

const demo = demoSource(serviceCallDispatch);

/** The demo process with its To-Be side, change impacts and statuses taken away. */
const asIsOnly: TrainingSource = {
  ...demo,
  artifacts: demo.artifacts.filter((a) => a.state === 'as_is'),
  changeImpacts: [],
  painPointStatuses: [],
};

const section = (o: DocumentOutline, heading: string) => o.sections.find((s) => s.heading === heading);

describe('job aid (Tier 3)', () => {
  const outline = buildJobAidOutline(demo);

  it('lists the To-Be steps in order, marking the Significant Change lines', () => {
    const steps = section(outline, 'Steps')!;
    expect(steps.ordered).toBe(true);
    expect(steps.bullets).toHaveLength(7);
    expect(steps.bullets![0]).toMatchObject({
      text: 'Review new requests on the Cloud ERP dispatch board (portal, email-to-case, phone).',
    });
    expect(steps.bullets![0]!.marked).toBeUndefined();
    expect(steps.bullets![1]).toMatchObject({
      text: 'Confirm the automated contract and warranty check.',
      marked: true,
    });
    expect(steps.paragraphs![0]).toMatch(/^6 steps are a significant change/);
  });

  it('names the systems and key functions each step uses', () => {
    const steps = section(outline, 'Steps')!.bullets!;
    expect(steps[1]!.detail).toBe(
      'Uses: Cloud ERP – Service Management (Automated contract and warranty check)',
    );
    expect(steps[4]!.detail).toContain('FieldPro Mobile');
    const table = section(outline, 'Systems and key functions')!.table!;
    expect(table.columns).toEqual(['System', 'Purpose', 'Key functions']);
    expect(table.rows.map((r) => r[0])).toEqual([
      'Cloud ERP – Service Management',
      'FieldPro Mobile',
      'Customer Service Portal',
    ]);
  });

  it('follows Manual marking when the job description is in Manual mode', () => {
    const manual: TrainingSource = {
      ...demo,
      artifacts: demo.artifacts.map((a) =>
        a.type === 'job_description' && a.state === 'to_be'
          ? {
              ...a,
              content: {
                ...(a.content as object),
                significanceMode: 'manual',
                significantLines: ['Monitor status in real-time and handle exceptions'],
              },
            }
          : a,
      ),
    };
    const marked = section(buildJobAidOutline(manual), 'Steps')!.bullets!.filter((b) => b.marked);
    expect(marked.map((b) => b.text)).toEqual(['Monitor status in real-time and handle exceptions.']);
  });

  it('says what is missing instead of listing nothing when there is no To-Be', () => {
    const thin = buildJobAidOutline(asIsOnly);
    expect(thin.missing).toEqual([
      expect.stringMatching(/^No To-Be job description yet/),
      expect.stringMatching(/^No To-Be systems yet/),
    ]);
    expect(section(thin, 'Steps')!.paragraphs).toEqual([expect.stringMatching(/^No To-Be job description/)]);
    expect(section(thin, 'Steps')!.bullets).toBeUndefined();
  });
});

describe('process walkthrough (Tier 2)', () => {
  const outline = buildWalkthroughOutline(demo);

  it('shows the To-Be map, SIPOC with full output names, coordination and resolved pain points', () => {
    expect(section(outline, 'Workflow map')!.image).toEqual({
      fileUrl: expect.stringMatching(/service-call-dispatch-to_be\.svg$/),
      caption: 'Service Call Dispatch – To-Be Workflow Map',
    });
    const sipoc = section(outline, 'SIPOC')!.table!;
    expect(sipoc.columns).toEqual(['Suppliers', 'Inputs', 'Process', 'Outputs', 'Customers']);
    expect(sipoc.rows).toHaveLength(5);
    expect(sipoc.rows[0]![3]).toBe('Service call dispatched to a qualified technician');
    expect(section(outline, 'Cross-functional coordination')!.bullets![0]!.text).toMatch(
      /^Technician status: /,
    );
    const pains = section(outline, 'Pain points the To-Be resolves')!.table!;
    expect(pains.rows.map((r) => [r[0], r[3]])).toEqual([
      ['Calls recorded three times', 'Resolved'],
      ['No view of technician availability', 'Resolved'],
      ['Paper tickets returned late', 'Resolved, Partially resolved'],
      ['Customers call for updates', 'Partially resolved'],
    ]);
    expect(section(outline, 'Not resolved by this process')!.bullets).toEqual([
      { text: 'After-hours hand-off is informal (Parking lot)' },
    ]);
    expect(section(outline, 'Overview')!.paragraphs).toContain(
      'Average time 4.5 hours → 45 minutes (83% faster); automation Low → High.',
    );
    expect(outline.missing).toEqual([]);
  });

  it('lists every To-Be gap for a process with only As-Is artifacts', () => {
    const thin = buildWalkthroughOutline(asIsOnly);
    expect(thin.missing).toEqual([
      expect.stringMatching(/^No To-Be workflow map yet/),
      expect.stringMatching(/^No To-Be SIPOC yet/),
      expect.stringMatching(/^No To-Be cross-functional coordination yet/),
      expect.stringMatching(/^No pain point is marked Resolved/),
    ]);
    expect(thin.sections.some((s) => s.image || s.table)).toBe(false);
  });
});

describe('change summary (Tier 1)', () => {
  const outline = buildChangeSummaryOutline(demo);

  it('puts HIGH impact outputs first', () => {
    const withLow: TrainingSource = {
      ...demo,
      changeImpacts: [
        {
          processOutput: 'Low one',
          changeType: 'NEW',
          changeDescription: ['PEOPLE'],
          impactAssessment: 'LOW',
        },
        ...demo.changeImpacts,
      ],
    };
    const rows = section(buildChangeSummaryOutline(withLow), 'What changes')!.table!.rows;
    expect(rows.map((r) => r[3])).toEqual(['HIGH', 'HIGH', 'MED', 'MED', 'LOW']);
    expect(rows[0]).toEqual([
      'Service call dispatched to a qualified technician',
      'MODIFIED',
      'Systems, Process change, Automation added',
      'HIGH',
    ]);
  });

  it('names who is affected with headcounts from the divisions', () => {
    const who = section(outline, 'Who is affected')!;
    expect(who.paragraphs![0]).toMatch(
      /^The Service Coordinator audience: \d+ employees in \d+ divisions across \d+ locations: Service Coordinator Level 2 \(\d+\), Service Coordinator Level 3 \(\d+\)\.$/,
    );
    const table = who.table!;
    expect(table.columns).toEqual([
      'Division',
      'Location',
      'Service Coordinator Level 2',
      'Service Coordinator Level 3',
      'Total',
    ]);
    const total = demo.audience.reduce((sum, r) => sum + r.count, 0);
    expect(table.rows.at(-1)).toEqual(['Total', '', expect.any(String), expect.any(String), String(total)]);
    expect(section(outline, 'Why: the pain points addressed')!.bullets).toHaveLength(4);
  });

  it('explains a missing matrix, statuses and audience', () => {
    const thin = buildChangeSummaryOutline({ ...asIsOnly, jobRoleName: 'Yard Planner', audience: [] });
    expect(thin.missing).toEqual([
      expect.stringMatching(/^No change impact assessed yet/),
      expect.stringMatching(/^No pain point is marked/),
      'No training audience for job role Yard Planner: no division role titles are mapped to it (Job Roles screen), so no headcounts are given.',
    ]);
  });
});

describe('session deck (Tier 1)', () => {
  it('runs title, agenda, what, why, who, steps, systems, Q&A', () => {
    const deck = buildSessionDeckOutline(demo);
    expect(deck.slides.map((s) => s.title)).toEqual([
      'Service Call Dispatch and Scheduling',
      'Agenda',
      'What changes',
      'Why we are changing',
      'Who is affected',
      'The new process, step by step (1 of 2)',
      'The new process, step by step (2 of 2)',
      'Systems you will use',
      'Questions and answers',
    ]);
    expect(deck.slides[1]!.bullets!.map((b) => b.text)).toEqual([
      'What changes',
      'Why we are changing',
      'Who is affected',
      'The new process, step by step',
      'Systems you will use',
      'Questions and answers',
    ]);
    expect(deck.slides[4]!.table!.rows.length).toBeLessThanOrEqual(6);
    expect(deck.missing).toEqual([]);
  });

  it('still makes a deck, with notes, when there is no To-Be', () => {
    const deck = buildSessionDeckOutline(asIsOnly);
    expect(deck.missing.length).toBeGreaterThanOrEqual(4);
    expect(deck.slides.find((s) => s.title === 'What changes')!.bullets![0]!.text).toMatch(
      /^No change impact assessed yet/,
    );
  });
});

describe('describeGeneration', () => {
  it('plans the four drafts by tier with their sources', () => {
    const plan = describeGeneration(demo);
    expect(plan.map((p) => [p.key, p.tier, p.fileType, p.format])).toEqual([
      ['job-aid', 'tier_3', 'guide', 'docx'],
      ['walkthrough', 'tier_2', 'manual', 'docx'],
      ['change-summary', 'tier_1', 'document', 'docx'],
      ['session-deck', 'tier_1', 'presentation', 'pptx'],
    ]);
    expect(plan[0]!.builtFrom).toEqual([
      'To-Be job description (7 steps)',
      'To-Be systems (3 systems)',
      'To-Be ongoing activities (4)',
    ]);
    expect(plan[0]!.title).toBe('Service Call Dispatch and Scheduling – Job Aid');
    expect(plan.every((p) => p.missing.length === 0)).toBe(true);
  });

  it('gives every draft a missing note on a process with only As-Is artifacts', () => {
    for (const p of describeGeneration(asIsOnly)) expect(p.missing.length, p.key).toBeGreaterThan(0);
  });
});

describe('helpers', () => {
  it('matches systems by short name and key functions by most of their words', () => {
    const list = [
      { name: 'Cloud ERP – Service Management', purpose: null, keyFunctions: ['SLA timers and escalations'] },
    ];
    expect(systemsInStep('Open the Cloud ERP board', list)).toEqual([
      { name: 'Cloud ERP – Service Management', keyFunctions: [] },
    ]);
    expect(systemsInStep('Watch SLA timers', list)).toEqual([
      { name: 'Cloud ERP – Service Management', keyFunctions: ['SLA timers and escalations'] },
    ]);
    expect(systemsInStep('Call the customer', list)).toEqual([]);
  });

  it('builds the audience from the preset roles, largest first, and none without a preset', () => {
    const divisions: Division[] = [
      {
        code: 'A',
        name: 'A - One',
        location: 'Texas',
        employees: 9,
        specialization: '',
        roles: { Dispatcher: 9 },
      },
      {
        code: 'B',
        name: 'B - Two',
        location: 'Ohio',
        employees: 5,
        specialization: '',
        roles: { 'Service Coordinator Level 2': 2, 'Service Coordinator Level 3': 3 },
      },
    ];
    expect(audienceForJobRole(divisions, presetRolesForJobRole('Service Coordinator'))).toEqual([
      { division: 'B - Two', location: 'Ohio', role: 'Service Coordinator Level 3', count: 3 },
      { division: 'B - Two', location: 'Ohio', role: 'Service Coordinator Level 2', count: 2 },
    ]);
    expect(audienceForJobRole(divisions, presetRolesForJobRole('Yard Planner'))).toEqual([]);
    expect(audienceForJobRole(divisions, [])).toEqual([]);
  });
});
