import { describe, expect, it } from 'vitest';
import type { Division } from '../../schemas/division';
import { EMPTY_AUDIENCE_FILTERS } from '../audience';
import { byProcessName, inNameOrder, processFigures, withChangedFacts } from './contribution';
import { EMPTY_COVERAGE, painPointCoverage } from './coverage';
import { assessOutputs } from './outputs';
import { impactHeadline, processImpact } from './process-impact';
import { computeReadiness, type JobRoleFacts, type ProcessFacts, type ReadinessInput } from './readiness';
import { readinessTable } from './tables';

const division = (code: string, location: string, roles: Record<string, number>): Division => ({
  code,
  name: `${code} - ${location}`,
  location,
  employees: Object.values(roles).reduce((a, b) => a + b, 0),
  specialization: 'Fire protection',
  roles,
});

// Hand-made: ATL has 10 coordinators L2, 4 L3 and 20 fitters; PHL 6 L2 and 12 fitters; DAL none.
const DIVISIONS = [
  division('ATL', 'Georgia', { 'Coordinator L2': 10, 'Coordinator L3': 4, Fitter: 20 }),
  division('PHL', 'Pennsylvania', { 'Coordinator L2': 6, Fitter: 12 }),
  division('DAL', 'Texas', { Estimator: 3 }),
];

const coordinator: JobRoleFacts = {
  id: 'r1',
  name: 'Service Coordinator',
  divisionRoles: ['Coordinator L2', 'Coordinator L3'],
};
const fitterRole: JobRoleFacts = { id: 'r2', name: 'Field Fitter', divisionRoles: ['Fitter'] };
const unmapped: JobRoleFacts = { id: 'r3', name: 'Renewal Coordinator', divisionRoles: [] };

const facts = (
  over: Partial<ProcessFacts> & Pick<ProcessFacts, 'id' | 'name' | 'jobRoleId'>,
): ProcessFacts => ({
  status: 'draft',
  painPoints: [],
  statuses: [],
  sipocOutputs: [],
  impacts: [],
  tierDocuments: { tier_1: 0, tier_2: 0, tier_3: 0 },
  trainingArtifacts: 0,
  ...over,
});

const dispatch = facts({
  id: 'p1',
  name: 'Dispatch',
  jobRoleId: 'r1',
  painPoints: [
    { id: 'pp-1', title: 'Double entry' },
    { id: 'pp-2', title: 'Lost tickets' },
    { id: 'pp-3', title: 'Slow approvals' },
    { id: 'pp-4', title: 'No visibility' },
  ],
  statuses: [
    { painPointId: 'pp-1', painPointTitle: 'Double entry', status: 'resolved' },
    { painPointId: 'pp-1', painPointTitle: 'Double entry', status: 'parking_lot' },
    { painPointId: 'pp-2', painPointTitle: 'Lost tickets', status: 'partially_resolved' },
    { painPointId: 'pp-3', painPointTitle: 'Slow approvals', status: 'not_addressed' },
    // Kept from before ids, matching nothing: it never attaches to a pain point of that title.
    { painPointId: null, painPointTitle: 'No visibility', status: 'resolved' },
  ],
  sipocOutputs: ['Work order', 'Schedule', 'Invoice'],
  impacts: [
    {
      processOutput: 'work  order',
      changeType: 'MODIFIED',
      changeDescription: ['SYSTEMS'],
      impactAssessment: 'HIGH',
    },
    {
      processOutput: 'Schedule',
      changeType: 'MODIFIED',
      changeDescription: ['PROCEDURE_CHANGE'],
      impactAssessment: 'LOW',
    },
    { processOutput: 'Mobile app', changeType: 'NEW', changeDescription: [], impactAssessment: null },
  ],
  tierDocuments: { tier_1: 1, tier_2: 0, tier_3: 2 },
  trainingArtifacts: 3,
});
const install = facts({
  id: 'p2',
  name: 'Install',
  jobRoleId: 'r2',
  status: 'published',
  sipocOutputs: ['Installed system'],
  impacts: [
    {
      processOutput: 'Installed system',
      changeType: 'MODIFIED',
      changeDescription: ['PEOPLE'],
      impactAssessment: 'MED',
    },
  ],
});
const renewals = facts({ id: 'p3', name: 'Renewals', jobRoleId: 'r3' });

/** The dashboard's input: processes given as their facts, worked out into figures as the server does. */
const input = ({
  processes = [dispatch, install, renewals],
  ...over
}: Partial<Omit<ReadinessInput, 'processes'>> & { processes?: ProcessFacts[] } = {}): ReadinessInput => ({
  processes: processes.map(processFigures),
  jobRoles: [coordinator, fitterRole, unmapped],
  divisions: DIVISIONS,
  filters: EMPTY_AUDIENCE_FILTERS,
  sort: 'people' as const,
  limit: 25,
  offset: 0,
  ...over,
});

describe('painPointCoverage', () => {
  it('counts each pain point once under its strongest status, statuses matched by the pain point id', () => {
    expect(painPointCoverage(dispatch.painPoints, dispatch.statuses)).toEqual({
      total: 4,
      resolved: 1,
      partiallyResolved: 1,
      parkingLot: 0,
      notAddressed: 1,
      notSet: 1,
    });
  });

  it('treats the export-only statuses as not set and a repeated pain point as one', () => {
    expect(
      painPointCoverage(
        [
          { id: 'x', title: 'A' },
          { id: 'x', title: 'A' },
        ],
        [{ painPointId: 'x', painPointTitle: 'A', status: 'in_progress' }],
      ),
    ).toMatchObject({ total: 1, notSet: 1 });
  });

  it('follows the id through a rename, and matches by title only content from before ids', () => {
    const renamed = [{ id: 'x', title: 'New name' }];
    expect(
      painPointCoverage(renamed, [{ painPointId: 'x', painPointTitle: 'Old name', status: 'resolved' }]),
    ).toMatchObject({ total: 1, resolved: 1 });
    expect(
      painPointCoverage([{ title: 'A' }, { title: 'a ' }], [{ painPointTitle: ' a', status: 'resolved' }]),
    ).toMatchObject({ total: 1, resolved: 1 });
  });
});

describe('assessOutputs', () => {
  it('counts SIPOC outputs and custom rows once each, the assessed ones by level, and the tiers asked', () => {
    expect(assessOutputs(dispatch.sipocOutputs, dispatch.impacts)).toEqual({
      outputs: { total: 4, assessed: 2, high: 1, med: 0, low: 1 },
      highestImpact: 'HIGH',
      tiersNeeded: { tier_1: true, tier_2: true, tier_3: true },
    });
  });

  it('asks only Tier 1 of a process with nothing MED/HIGH and no systems or automation change', () => {
    const low = [
      { processOutput: 'X', changeType: 'NEW', changeDescription: ['PEOPLE'], impactAssessment: 'LOW' },
    ];
    expect(assessOutputs([], low).tiersNeeded).toEqual({ tier_1: true, tier_2: false, tier_3: false });
  });
});

describe('computeReadiness', () => {
  it('computes people, heat map and seats per tier per division by the documented rule', () => {
    const r = computeReadiness(input());
    // Coordinators: ATL 10+4, PHL 6 → 20 people in 2 divisions; fitters: ATL 20, PHL 12 → 32.
    expect(r.jobRoles.map((j) => [j.jobRoleName, j.peopleAffected, j.divisionsAffected])).toEqual([
      ['Field Fitter', 32, 2],
      ['Renewal Coordinator', 0, 0],
      ['Service Coordinator', 20, 2],
    ]);
    expect(r.totals).toMatchObject({ processes: 3, jobRoles: 3, peopleAffected: 52, divisionsAffected: 2 });
    expect(r.heatMap.divisions.map((d) => d.code)).toEqual(['ATL', 'PHL', 'DAL']);
    expect(r.heatMap.rows).toEqual([
      { jobRoleId: 'r2', jobRoleName: 'Field Fitter', impact: 'MED', cells: [20, 12, 0], total: 32 },
      { jobRoleId: 'r1', jobRoleName: 'Service Coordinator', impact: 'HIGH', cells: [14, 6, 0], total: 20 },
    ]);
    expect(r.heatMap.maxCell).toBe(20);
    // Tier 1: everyone (ATL 34, PHL 18); Tier 2: both roles have MED/HIGH; Tier 3: only the
    // coordinators (SYSTEMS): ATL 14, PHL 6.
    expect(r.trainingDemand.rows.map((d) => [d.code, d.seats])).toEqual([
      ['ATL', { tier_1: 34, tier_2: 34, tier_3: 14 }],
      ['PHL', { tier_1: 18, tier_2: 18, tier_3: 6 }],
      ['DAL', { tier_1: 0, tier_2: 0, tier_3: 0 }],
    ]);
    expect(r.trainingDemand.totals).toEqual({ tier_1: 52, tier_2: 52, tier_3: 20 });
    expect(r.unmappedJobRoles).toEqual([{ id: 'r3', name: 'Renewal Coordinator' }]);
    expect(r.totals.processesWithTier).toEqual({ tier_1: 1, tier_2: 0, tier_3: 1 });
  });

  it('counts a title mapped by two job roles once per division', () => {
    const twin: JobRoleFacts = { id: 'r4', name: 'Lead Coordinator', divisionRoles: ['Coordinator L3'] };
    const r = computeReadiness(
      input({
        jobRoles: [coordinator, twin],
        processes: [dispatch, facts({ id: 'p4', name: 'Lead', jobRoleId: 'r4' })],
      }),
    );
    expect(r.totals.peopleAffected).toBe(20);
    expect(r.trainingDemand.totals.tier_1).toBe(20);
  });

  it('narrows to the filtered divisions and titles, and drops roles that reach nobody', () => {
    const r = computeReadiness(
      input({ filters: { states: ['Georgia'], roles: ['Coordinator L3', 'Fitter'], divisions: [] } }),
    );
    expect(r.heatMap.divisions.map((d) => d.code)).toEqual(['ATL']);
    expect(r.jobRoles.map((j) => [j.jobRoleName, j.peopleAffected])).toEqual([
      ['Field Fitter', 20],
      ['Service Coordinator', 4],
    ]);
    expect(r.processes.items.map((p) => p.processName)).toEqual(['Install', 'Dispatch']);
    expect(r.trainingDemand.totals).toEqual({ tier_1: 24, tier_2: 24, tier_3: 4 });
  });

  it('sorts and pages the process rows on the server', () => {
    const byCoverage = computeReadiness(input({ sort: 'coverage' }));
    // Dispatch has pain points (score (1 + ½) / 4); the others have none and sort last.
    expect(byCoverage.processes.items.map((p) => p.processName)).toEqual(['Dispatch', 'Install', 'Renewals']);
    const byImpact = computeReadiness(input({ sort: 'impact', limit: 1, offset: 1 }));
    expect(byImpact.processes).toMatchObject({ total: 3, offset: 1, limit: 1 });
    expect(byImpact.processes.items.map((p) => p.processName)).toEqual(['Install']);
  });
});

describe('processImpact', () => {
  it('says how many people in how many divisions, and what the highest level changes', () => {
    const impact = processImpact(dispatch, coordinator, DIVISIONS);
    expect(impact.headline).toBe('20 employees in 2 divisions, HIGH: systems change');
    expect(impact.levels).toEqual([
      { level: 'HIGH', outputs: ['work  order'], changeDescriptions: ['SYSTEMS'] },
      { level: 'LOW', outputs: ['Schedule'], changeDescriptions: ['PROCEDURE_CHANGE'] },
    ]);
  });

  it('words the cases without a role, without a mapping and without an assessment', () => {
    expect(impactHeadline(null, 0, 0, null)).toBe('No job role: nobody is counted as affected.');
    expect(impactHeadline(unmapped, 0, 0, null)).toBe('No training audience mapped for Renewal Coordinator.');
    expect(impactHeadline(fitterRole, 1, 1, null)).toBe(
      '1 employee in 1 division, no output impact assessed yet',
    );
    expect(
      impactHeadline(fitterRole, 1200, 3, { level: 'MED', outputs: ['a', 'b'], changeDescriptions: [] }),
    ).toBe('1,200 employees in 3 divisions, MED: 2 outputs');
  });
});

describe('readinessTable', () => {
  it('gives the training demand with a totals row and the heat map with division columns', () => {
    const r = computeReadiness(input());
    const demand = readinessTable(r, 'training-demand');
    expect(demand.headers).toEqual([
      'Division',
      'Name',
      'Location',
      'Employees',
      'Tier 1 Seats',
      'Tier 2 Seats',
      'Tier 3 Seats',
    ]);
    expect(demand.rows.at(-1)).toEqual(['Total', '', '', '', 52, 52, 20]);
    expect(readinessTable(r, 'heat-map').rows[0]).toEqual(['Field Fitter', 'MED', 20, 12, 0, 32]);
    expect(readinessTable(r, 'processes').rows).toHaveLength(3);
  });
});

describe('the name order kept between writes', () => {
  const start = ['Zoning', 'billing', 'Dispatch', 'Éclair', 'dispatch', 'Audit'].map((name, i) =>
    processFigures(facts({ id: `id-${i}`, name, jobRoleId: null })),
  );

  it('puts fresh facts where a full sort would, and drops changed processes without facts', () => {
    const ordered = inNameOrder(start);
    expect(ordered.map((p) => p.name)).toEqual([...start].sort(byProcessName).map((p) => p.name));
    // id-1 renamed, id-2 deleted, id-9 created: the same as sorting the new set whole.
    const fresh = [
      processFigures(facts({ id: 'id-1', name: 'Yard', jobRoleId: null })),
      processFigures(facts({ id: 'id-9', name: 'Dispatch', jobRoleId: null })),
    ];
    const next = withChangedFacts(ordered, new Set(['id-1', 'id-2', 'id-9']), fresh);
    const expected = [...start.filter((p) => p.id !== 'id-1' && p.id !== 'id-2'), ...fresh].sort(
      byProcessName,
    );
    expect(next.map((p) => p.id)).toEqual(expected.map((p) => p.id));
    expect(inNameOrder(next)).toBe(next);
    expect(ordered.map((p) => p.id)).toHaveLength(6);
  });
});

describe('processFigures', () => {
  it('keeps the figures a process adds and none of the facts they came from', () => {
    const figures = processFigures(dispatch);
    expect(figures).toEqual({
      id: 'p1',
      name: 'Dispatch',
      status: dispatch.status,
      jobRoleId: 'r1',
      coverage: painPointCoverage(dispatch.painPoints, dispatch.statuses),
      ...assessOutputs(dispatch.sipocOutputs, dispatch.impacts),
      tierDocuments: dispatch.tierDocuments,
      trainingArtifacts: dispatch.trainingArtifacts,
    });
    expect(figures).not.toHaveProperty('painPoints');
    expect(figures).not.toHaveProperty('statuses');
    expect(figures).not.toHaveProperty('sipocOutputs');
    expect(figures).not.toHaveProperty('impacts');
  });

  it('shares one frozen object per distinct set of figures, so that no sum can write into them', () => {
    const a = processFigures(dispatch);
    const b = processFigures({ ...dispatch, id: 'p9', name: 'Dispatch again' });
    const c = processFigures(facts({ id: 'c', name: 'C', jobRoleId: null }));
    for (const key of ['coverage', 'outputs', 'tierDocuments', 'tiersNeeded'] as const) {
      expect(a[key]).toBe(b[key]);
      expect(Object.isFrozen(a[key])).toBe(true);
    }
    expect(c.coverage).not.toBe(a.coverage);
    expect(c.coverage).toEqual(EMPTY_COVERAGE);
    expect(c.coverage).not.toBe(EMPTY_COVERAGE);
    // Dashboards summing them (into objects of their own) leave them as they were.
    const before = structuredClone(a);
    computeReadiness(input());
    computeReadiness(input({ sort: 'coverage' }));
    expect(a).toEqual(before);
  });
});
