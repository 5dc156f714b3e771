import { describe, expect, it } from 'vitest';
import { ARTIFACT_TYPE_MODULES, type ArtifactTypeKey } from '../artifact-types';
import {
  contentWords,
  diffArtifacts,
  diffRowContent,
  diffTextLists,
  hasDifferences,
  type ItemDiff,
  sameWords,
  sipocList,
  textKey,
  wordSimilarity,
} from './artifact-diff';

/** "status: before → after" lines, the way a reviewer reads a difference. */
function lines(items: readonly ItemDiff[]): string[] {
  return items.map((item) => {
    const b = item.before ? item.before.label + (item.before.detail ? ` (${item.before.detail})` : '') : '';
    const a = item.after ? item.after.label + (item.after.detail ? ` (${item.after.detail})` : '') : '';
    if (item.status === 'added') return `+ ${a}`;
    if (item.status === 'removed') return `- ${b}`;
    if (item.status === 'changed') return `~ ${b} → ${a}`;
    return `= ${a}`;
  });
}

describe('text matching', () => {
  it('normalises by trimming, collapsing whitespace and ignoring case', () => {
    expect(textKey('  Work   Order\n')).toBe('work order');
  });

  it('reads content words without filler words and with plural s dropped', () => {
    expect([...contentWords('Dispatch the technicians by phone')]).toEqual([
      'dispatch',
      'technician',
      'phone',
    ]);
    // "ss" endings are not plurals.
    expect([...contentWords('Process  access')]).toEqual(['process', 'access']);
  });

  it('computes the Dice coefficient of two word sets', () => {
    // {dispatch, technician, phone} vs {dispatch, technician, mobile, app}: 2·2 / (3 + 4) = 4/7.
    expect(
      wordSimilarity(
        contentWords('Dispatch technician by phone'),
        contentWords('Dispatch technician via mobile app'),
      ),
    ).toBeCloseTo(4 / 7);
    expect(wordSimilarity(new Set(), new Set())).toBe(0);
  });

  it('pairs names that share two words at Dice ≥ 0.5, or whose shorter name is inside the longer', () => {
    expect(sameWords('Dispatch technician by phone', 'Dispatch technician via mobile app')).toBe(true);
    expect(sameWords('Work order', 'Digital work order')).toBe(true);
    expect(sameWords('Invoice', 'Electronic invoices')).toBe(true);
    // One shared word of two each: different things.
    expect(sameWords('Service report', 'Service invoice')).toBe(false);
    expect(sameWords('SAP', 'Oracle')).toBe(false);
    // Two shared words, but Dice 2·2 / (4 + 5) = 0.44 < 0.5 and neither name holds the other.
    expect(sameWords('Customer call log entry', 'Customer call routed to regional desk')).toBe(false);
    // Every word of the shorter name is in the longer one.
    expect(sameWords('Customer call', 'Customer call routed to the regional desk')).toBe(true);
  });
});

describe('text lists', () => {
  it('marks added, removed, changed and unchanged items, in To-Be order with removed items in place', () => {
    const before = ['Work order', 'Paper timesheet', 'Service  report', 'Invoice'];
    const after = ['Digital work order', 'service report', 'Invoice', 'Customer survey'];
    expect(lines(diffTextLists(before, after))).toEqual([
      '~ Work order → Digital work order',
      '- Paper timesheet',
      '= service report',
      '= Invoice',
      '+ Customer survey',
    ]);
  });

  it('lists an As-Is item removed before any match first, and ignores a change of order', () => {
    expect(lines(diffTextLists(['Fax', 'A', 'B'], ['B', 'A']))).toEqual(['- Fax', '= B', '= A']);
  });

  it('pairs duplicates in order and leaves the extra one added', () => {
    expect(lines(diffTextLists(['Call'], ['Call', 'Call']))).toEqual(['= Call', '+ Call']);
  });

  it('takes the best-scoring reworded pair first', () => {
    // Signed quote → Signed customer quote (Dice 0.8) is taken before Quote → Signed customer quote
    // (containment, Dice 0.5), which leaves Quote → Quote draft (containment, Dice 0.67).
    expect(lines(diffTextLists(['Signed quote', 'Quote'], ['Signed customer quote', 'Quote draft']))).toEqual(
      ['~ Signed quote → Signed customer quote', '~ Quote → Quote draft'],
    );
  });
});

describe('job description', () => {
  const asIs = {
    positionSummary: 'Coordinates service calls.',
    processSteps: [
      { step: 1, name: 'Receive call', description: 'Customer phones the office.' },
      { step: 2, name: 'Check contract', description: 'Look up the paper file.' },
      { step: 3, name: 'Dispatch technician by phone' },
      { step: 4, name: 'File paperwork' },
    ],
    responsibilities: ['Answer calls', 'Schedule technicians'],
    ongoingActivities: ['Weekly backlog review'],
    skills: ['Phone etiquette'],
  };
  const toBe = {
    positionSummary: 'Coordinates service calls in the ERP.',
    processSteps:
      '1. Receive call\n2. Check contract\n3. Dispatch technician via mobile app\n4. Close work order',
    responsibilities: ['Answer calls', 'Schedule technicians', 'Monitor real-time dashboards'],
    ongoingActivities: ['Weekly backlog review'],
    skills: ['Phone etiquette', 'ERP navigation'],
  };

  it('differences summary, steps (same name with a new description is changed), lists and skills', () => {
    const sections = diffRowContent('job_description', asIs, toBe);
    expect(sections.map((s) => [s.key, s.counts])).toEqual([
      ['summary', { added: 0, removed: 0, changed: 1, unchanged: 0 }],
      ['processSteps', { added: 1, removed: 1, changed: 3, unchanged: 0 }],
      ['responsibilities', { added: 1, removed: 0, changed: 0, unchanged: 2 }],
      ['ongoingActivities', { added: 0, removed: 0, changed: 0, unchanged: 1 }],
      ['skills', { added: 1, removed: 0, changed: 0, unchanged: 1 }],
    ]);
    expect(lines(sections[1]!.items)).toEqual([
      '~ Receive call (Customer phones the office.) → Receive call',
      '~ Check contract (Look up the paper file.) → Check contract',
      '~ Dispatch technician by phone → Dispatch technician via mobile app',
      '- File paperwork',
      '+ Close work order',
    ]);
    expect(lines(sections[0]!.items)).toEqual([
      '~ Position summary (Coordinates service calls.) → Position summary (Coordinates service calls in the ERP.)',
    ]);
  });

  it('pairs a renamed step whose description stayed the same', () => {
    const sections = diffRowContent(
      'job_description',
      { processSteps: [{ name: 'Intake', description: 'Log the request in the system' }] },
      { processSteps: [{ name: 'Portal triage', description: 'Log the request in the system' }] },
    );
    expect(lines(sections[0]!.items)).toEqual([
      '~ Intake (Log the request in the system) → Portal triage (Log the request in the system)',
    ]);
  });
});

describe('SIPOC', () => {
  it('reads full names when any are given, else the short entries', () => {
    expect(sipocList({ outputs: ['WO', 'Inv'], outputsFullNames: ['Work order', ''] }, 'outputs')).toEqual([
      'Work order',
    ]);
    expect(sipocList({ outputs: ['WO', ' '] }, 'outputs')).toEqual(['WO']);
    expect(sipocList(null, 'outputs')).toEqual([]);
  });

  it('differences the five columns, leaving empty ones out', () => {
    const sections = diffRowContent(
      'sipoc',
      {
        suppliers: ['Customer'],
        outputs: ['WO', 'Timesheet'],
        outputsFullNames: ['Work order', 'Paper timesheet'],
      },
      { suppliers: ['Customer'], outputs: ['Digital work order', 'Invoice'] },
    );
    expect(sections.map((s) => s.key)).toEqual(['suppliers', 'outputs']);
    expect(lines(sections[1]!.items)).toEqual([
      '~ Work order → Digital work order',
      '- Paper timesheet',
      '+ Invoice',
    ]);
  });
});

describe('systems', () => {
  it('matches systems by name; a new purpose or key function makes the system changed', () => {
    const sections = diffRowContent(
      'systems',
      {
        systems: [
          { name: 'Legacy CRM', purpose: 'Customer records', keyFunctions: ['Lookup', 'Notes'] },
          { name: 'Excel', purpose: 'Scheduling' },
          'Fax server',
        ],
      },
      {
        systems: [
          { name: 'legacy crm', purpose: 'Customer records', keyFunctions: ['Lookup', 'Notes'] },
          { name: 'ERP', purpose: 'Scheduling and billing', keyFunctions: ['Dispatch board'] },
          { name: 'Excel', purpose: 'Reporting', keyFunctions: ['Pivot tables'] },
        ],
      },
    );
    const items = sections[0]!.items;
    expect(lines(items)).toEqual([
      '= legacy crm (Customer records)',
      '+ ERP (Scheduling and billing)',
      '~ Excel (Scheduling) → Excel (Reporting)',
      '- Fax server',
    ]);
    expect(lines(items[1]!.parts)).toEqual(['+ Dispatch board']);
    expect(lines(items[2]!.parts)).toEqual(['+ Pivot tables']);
  });

  it('marks a system changed when only its key functions differ', () => {
    const [section] = diffRowContent(
      'systems',
      { systems: [{ name: 'ERP', keyFunctions: ['Dispatch', 'Billing'] }] },
      { systems: [{ name: 'ERP', keyFunctions: ['Dispatch', 'Mobile time entry'] }] },
    );
    expect(section!.counts).toEqual({ added: 0, removed: 0, changed: 1, unchanged: 0 });
    expect(lines(section!.items[0]!.parts)).toEqual(['= Dispatch', '- Billing', '+ Mobile time entry']);
  });
});

describe('cross-functional coordination', () => {
  it('matches sections by title and differences their items, subsections included; activities by name', () => {
    const sections = diffRowContent(
      'cross_functional',
      {
        sections: [
          {
            title: 'Dispatch and technicians',
            subsections: [{ title: 'Daily', items: ['Morning huddle', 'Radio calls'] }],
          },
          { title: 'Billing', items: ['Send timesheets'] },
        ],
        coordinationActivities: [{ activity: 'Escalation', description: 'By phone' }],
      },
      {
        sections: [
          { title: 'Dispatch & technicians', items: ['Morning huddle', 'In-app messages'] },
          { title: 'Warehouse', items: ['Parts reservation'] },
        ],
        coordinationActivities: [{ activity: 'Escalation', description: 'In the ERP' }],
      },
    );
    expect(sections.map((s) => [s.label, s.renamedFrom, s.counts])).toEqual([
      [
        'Dispatch & technicians',
        'Dispatch and technicians',
        { added: 1, removed: 1, changed: 0, unchanged: 1 },
      ],
      ['Billing', null, { added: 0, removed: 1, changed: 0, unchanged: 0 }],
      ['Warehouse', null, { added: 1, removed: 0, changed: 0, unchanged: 0 }],
      ['Coordination activities', null, { added: 0, removed: 0, changed: 1, unchanged: 0 }],
    ]);
    // "Radio calls" and "In-app messages" share no word: one removed, one added.
    expect(lines(sections[0]!.items)).toEqual(['= Morning huddle', '- Radio calls', '+ In-app messages']);
    expect(lines(sections[3]!.items)).toEqual(['~ Escalation (By phone) → Escalation (In the ERP)']);
  });
});

describe('workflow map and pain points', () => {
  it('compares the summary fields by field and subordinate roles by name with their responsibilities', () => {
    const sections = diffRowContent(
      'workflow_map',
      {
        averageTime: '45 min',
        steps: 12,
        subordinateProcesses: [{ roleName: 'Technician', keyResponsibilities: ['Repair'] }],
      },
      {
        averageTime: '15 min',
        steps: 12,
        automationLevel: 'High',
        subordinateProcesses: [{ roleName: 'Technician', keyResponsibilities: ['Repair', 'Photo upload'] }],
      },
    );
    expect(lines(sections[0]!.items)).toEqual([
      '= Steps (12)',
      '~ Average time (45 min) → Average time (15 min)',
      '+ Automation level (High)',
    ]);
    expect(sections[1]!.counts.changed).toBe(1);
  });

  it('matches pain points by title; a new impact is a change', () => {
    const [section] = diffRowContent(
      'pain_points',
      { painPoints: [{ title: 'Double entry', impact: 'High' }, { title: 'Lost paperwork' }] },
      { painPoints: [{ title: 'Double entry', impact: 'Low' }] },
    );
    expect(lines(section!.items)).toEqual([
      '~ Double entry (Impact: High) → Double entry (Impact: Low)',
      '- Lost paperwork',
    ]);
  });
});

describe('the rows of a process', () => {
  it('uses the artifacts the comparison shows and counts per row', () => {
    const rows = diffArtifacts([
      { type: 'workflow_sipoc', state: 'as_is', content: { outputs: ['Work order', 'Timesheet'] } },
      { type: 'sipoc', state: 'to_be', content: { outputs: ['Work order', 'Invoice'] } },
      { type: 'systems', state: 'as_is', content: { systems: [{ name: 'Excel' }] } },
      { type: 'job_description', state: 'to_be', content: { skills: ['ERP'] } },
    ]);
    expect(rows.map((r) => r.rowKey)).toEqual([
      'job_description',
      'workflow_map',
      'sipoc',
      'cross_functional',
      'systems',
      'pain_points',
    ]);
    const sipoc = rows[2]!;
    expect(sipoc.comparable).toBe(true);
    expect(sipoc.counts).toEqual({ added: 1, removed: 1, changed: 0, unchanged: 1 });
    expect(hasDifferences(sipoc.counts)).toBe(true);
    expect(rows[4]).toMatchObject({ hasAsIs: true, hasToBe: false, comparable: false });
    expect(rows[0]).toMatchObject({ hasAsIs: false, hasToBe: true, comparable: false });
    expect(rows[1]).toMatchObject({
      comparable: false,
      sections: [],
      counts: { added: 0, removed: 0, changed: 0, unchanged: 0 },
    });
  });

  it('never throws on content of another shape', () => {
    const odd = [
      42,
      'text',
      [1, 2],
      { processSteps: 7, systems: 'SAP', painPoints: [null, 3], sections: 'x' },
    ];
    for (const content of odd) {
      for (const row of Object.keys(ARTIFACT_TYPE_MODULES) as ArtifactTypeKey[]) {
        expect(() => diffRowContent(row, content, content)).not.toThrow();
      }
    }
    expect(lines(diffRowContent('systems', { systems: 'SAP' }, { systems: ['SAP'] })[0]!.items)).toEqual([
      '+ SAP',
    ]);
  });
});
