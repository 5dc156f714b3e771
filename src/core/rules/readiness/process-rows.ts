import type { ImpactLevel } from '../../schemas/change-impact';
import type { ProcessReadinessRow, ReadinessProcessSort } from '../../schemas/readiness';
import { IMPACT_RANK } from '../change-impact-labels';
import { processContribution } from './contribution';
import { coverageScore } from './coverage';
import type { ProcessFacts } from './facts';

/** What a process row needs of its job role under the filters. */
export interface RowScope {
  role: { id: string; name: string };
  people: number;
  divisions: number;
}

// Higher impact first (IMPACT_RANK counts from High = 0); none after Low.
const impactRank = (level: ImpactLevel | null) => (level ? 3 - IMPACT_RANK[level] : 0);

/**
 * The positions of the shown processes (which come in name order) in the sort's order. A stable
 * sort keeps name order among equal keys, so only numbers are compared, and each key is worked out
 * once per process rather than once per comparison.
 */
function sortedPositions(
  shown: readonly ProcessFacts[],
  people: readonly number[],
  sort: ReadinessProcessSort,
): number[] {
  const positions = shown.map((_, i) => i);
  if (sort === 'name') return positions;
  const byPeople = (a: number, b: number) => people[b]! - people[a]!;
  if (sort === 'people') return positions.sort(byPeople);
  const key =
    sort === 'coverage'
      ? shown.map((p) => coverageScore(processContribution(p).coverage))
      : shown.map((p) => -impactRank(processContribution(p).highestImpact));
  return positions.sort((a, b) => key[a]! - key[b]! || byPeople(a, b));
}

function processRow(p: ProcessFacts, scope: RowScope | undefined): ProcessReadinessRow {
  const c = processContribution(p);
  return {
    processId: p.id,
    processName: p.name,
    status: p.status,
    jobRoleId: scope ? scope.role.id : null,
    jobRoleName: scope ? scope.role.name : null,
    coverage: { ...c.coverage },
    outputs: { ...c.outputs },
    highestImpact: c.highestImpact,
    tierDocuments: { ...p.tierDocuments },
    trainingArtifacts: p.trainingArtifacts,
    tiersNeeded: { ...c.tiersNeeded },
    peopleAffected: scope?.people ?? 0,
    divisionsAffected: scope?.divisions ?? 0,
  };
}

/**
 * One page of the process rows in the sort's order: only the page's rows are built (a dashboard
 * page shows a few dozen of 10,000 processes; building them all was most of an answer's garbage).
 */
export function processRowsPage(
  shown: readonly ProcessFacts[],
  scopeOf: (p: ProcessFacts) => RowScope | undefined,
  page: { sort: ReadinessProcessSort; offset: number; limit: number },
): ProcessReadinessRow[] {
  const people = shown.map((p) => scopeOf(p)?.people ?? 0);
  return sortedPositions(shown, people, page.sort)
    .slice(page.offset, page.offset + page.limit)
    .map((i) => processRow(shown[i]!, scopeOf(shown[i]!)));
}
