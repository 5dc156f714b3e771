import { describe, expect, it } from 'vitest';
import { byProcessName, inNameOrder, processContribution, withChangedFacts } from './contribution';
import type { ProcessFacts } from './readiness';

const facts = (id: string, name: string, over: Partial<ProcessFacts> = {}): ProcessFacts => ({
  id,
  name,
  status: 'draft',
  jobRoleId: null,
  painPoints: [],
  statuses: [],
  sipocOutputs: [],
  impacts: [],
  tierDocuments: { tier_1: 0, tier_2: 0, tier_3: 0 },
  trainingArtifacts: 0,
  ...over,
});

describe('the name order kept between writes', () => {
  const start = ['Zoning', 'billing', 'Dispatch', 'Éclair', 'dispatch', 'Audit'].map((name, i) =>
    facts(`id-${i}`, name),
  );

  it('puts fresh facts where a full sort would, and drops changed processes without facts', () => {
    const ordered = inNameOrder(start);
    expect(ordered.map((p) => p.name)).toEqual([...start].sort(byProcessName).map((p) => p.name));
    // id-1 renamed, id-2 deleted, id-9 created: the same as sorting the new set whole.
    const fresh = [facts('id-1', 'Yard'), facts('id-9', 'Dispatch')];
    const next = withChangedFacts(ordered, new Set(['id-1', 'id-2', 'id-9']), fresh);
    const expected = [...start.filter((p) => p.id !== 'id-1' && p.id !== 'id-2'), ...fresh].sort(
      byProcessName,
    );
    expect(next.map((p) => p.id)).toEqual(expected.map((p) => p.id));
    expect(inNameOrder(next)).toBe(next);
    expect(ordered.map((p) => p.id)).toHaveLength(6);
  });

  it('assesses a process again only when its facts object is replaced', () => {
    const p = facts('a', 'Dispatch', { painPoints: [{ id: 'x', title: 'Double entry' }] });
    const first = processContribution(p);
    expect(processContribution(p)).toBe(first);
    const edited = {
      ...p,
      statuses: [{ painPointId: 'x', painPointTitle: 'Double entry', status: 'resolved' }],
    };
    expect(processContribution(edited).coverage).toMatchObject({ total: 1, resolved: 1 });
    expect(first.coverage).toMatchObject({ total: 1, notSet: 1 });
  });
});
