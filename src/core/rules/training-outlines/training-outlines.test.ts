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
import { balancedChunks } from './session-deck';

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

  it('lists the To-Be steps in order, marking only steps that differ from the As-Is with a new system', () => {
    const steps = section(outline, 'Steps')!;
    expect(steps.ordered).toBe(true);
    expect(steps.bullets).toHaveLength(7);
    expect(steps.bullets![0]).toMatchObject({
      text: 'Review new requests on the Cloud ERP dispatch board (portal, email-to-case, phone).',
      screenshot:
        'Screenshot: step 1, Review new requests on the Cloud ERP dispatch board (portal, email-to-case, phone)',
    });
    // A keyword alone does not mark: "real-time" is in step 6, but it meets no new system there.
    expect(steps.bullets!.map((b) => !!b.marked)).toEqual([false, true, true, false, true, false, false]);
    expect(steps.paragraphs![0]).toMatch(/^3 steps differ significantly/);
  });

  it('names only the systems a step names or spells out a key function of', () => {
    const steps = section(outline, 'Steps')!.bullets!;
    expect(steps[1]!.detail).toBe(
      'Uses: Cloud ERP – Service Management (Automated contract and warranty check)',
    );
    expect(steps[4]!.detail).toBe('Uses: FieldPro Mobile');
    expect(steps[3]!.detail).toBeUndefined();
    const table = section(outline, 'Systems and key functions')!.table!;
    expect(table.columns).toEqual(['System', 'Purpose', 'Key functions']);
    expect(table.rows.map((r) => r[0])).toEqual([
      'Cloud ERP – Service Management',
      'FieldPro Mobile',
      'Customer Service Portal',
    ]);
  });

  it('frames "Before you start" and "If something goes wrong"', () => {
    const before = section(outline, 'Before you start')!;
    expect(before.callout).toBe(true);
    expect(before.bullets![0]!.text).toBe(
      'Sign in to Cloud ERP – Service Management, FieldPro Mobile, Customer Service Portal.',
    );
    const wrong = section(outline, 'If something goes wrong')!;
    expect(wrong.callout).toBe(true);
    expect(wrong.bullets!.at(-1)!.text).toMatch(/^If a system is down/);
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
    // A ticked line the As-Is already had word for word is not a change, so it is not marked.
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
    // The map (a landscape page of its own) follows the SIPOC, so page one is not the overview alone.
    expect(outline.sections.map((s) => s.heading).slice(0, 3)).toEqual(['Overview', 'SIPOC', 'Workflow map']);
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
      // One status per pain point: the strongest it holds.
      ['Paper tickets returned late', 'Resolved'],
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

  it('names who is affected on the first page and lists the divisions in an appendix with a total', () => {
    const who = section(outline, 'Who is affected')!;
    expect(who.paragraphs![0]).toMatch(
      /^The Service Coordinator audience: \d+ employees in \d+ divisions across \d+ locations: Service Coordinator Level 2 \(\d+\), Service Coordinator Level 3 \(\d+\)\. The appendix lists them by division\.$/,
    );
    expect(who.table).toBeUndefined();
    const appendix = section(outline, 'Appendix: training audience by division')!;
    expect(appendix.pageBreak).toBe(true);
    const table = appendix.table!;
    expect(table.totalRow).toBe(true);
    expect(table.columns).toEqual([
      'Division',
      'Location',
      'Service Coordinator Level 2',
      'Service Coordinator Level 3',
      'Total',
    ]);
    const total = demo.audience.reduce((sum, r) => sum + r.count, 0);
    expect(table.rows.at(-1)).toEqual(['Total', '', expect.any(String), expect.any(String), String(total)]);
    expect(section(outline, 'Why: the pain points addressed')!.bullets!.map((b) => b.text)).toEqual([
      'Calls recorded three times (Resolved)',
      'No view of technician availability (Resolved)',
      'Paper tickets returned late (Resolved)',
      'Customers call for updates (Partially resolved)',
    ]);
    expect(outline.sections.map((s) => s.heading)).toEqual([
      'Summary',
      'What changes',
      'Why: the pain points addressed',
      'Who is affected',
      'When',
      'Appendix: training audience by division',
    ]);
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
  it('runs objectives, agenda, what, why, who, steps (balanced), systems, check, support, Q&A', () => {
    const deck = buildSessionDeckOutline(demo);
    expect(deck.slides.map((s) => s.title)).toEqual([
      'Service Call Dispatch and Scheduling',
      'Learning objectives',
      'Agenda',
      'What changes',
      'Why we are changing',
      'Who is affected',
      'The new process at a glance',
      'The new process, step by step (1 of 2)',
      'The new process, step by step (2 of 2)',
      'Systems you will use',
      'Knowledge check',
      'Next steps and support',
      'Questions and answers',
    ]);
    // Seven steps: 4 + 3, not 5 + 2.
    // Without a diagram, the map slide shows the stored map file.
    expect(deck.slides[6]!.image!.fileUrl).toMatch(/service-call-dispatch-to_be\.svg$/);
    expect(deck.slides[7]!.bullets).toHaveLength(4);
    expect(deck.slides[8]!.bullets).toHaveLength(3);
    expect(deck.slides[3]!.table!.impactColumn).toBe(3);
    expect(deck.slides[5]!.table!.rows.length).toBeLessThanOrEqual(5);
    for (const slide of deck.slides) expect(slide.notes, slide.title).toBeTruthy();
    const check = deck.slides[10]!;
    expect(check.bullets![0]).toEqual({ text: 'What is the first step of the new process?', number: 1 });
    expect(check.notes).toContain('Answers: 1. Review new requests on the Cloud ERP dispatch board');
    expect(deck.missing).toEqual([]);
  });

  it('splits items evenly over as few slides as fit', () => {
    const sizes = (n: number, per: number) => balancedChunks([...Array(n).keys()], per).map((c) => c.length);
    expect(sizes(7, 5)).toEqual([4, 3]);
    expect(sizes(5, 5)).toEqual([5]);
    expect(sizes(11, 5)).toEqual([4, 4, 3]);
    expect(sizes(0, 5)).toEqual([]);
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
