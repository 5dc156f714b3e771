import type { ImpactLevel } from '../../schemas/change-impact';
import type { ProcessReadinessRow, ReadinessProcessSort } from '../../schemas/readiness';
import { IMPACT_RANK } from '../change-impact-labels';
import { byProcessName } from './contribution';
import { coverageScore } from './coverage';
import type { ProcessFigures } from './facts';

/** What a process row needs of its job role under the filters. */
export interface RowScope {
  role: { id: string; name: string };
  people: number;
  divisions: number;
}

// Higher impact first (IMPACT_RANK counts from High = 0); none after Low.
const impactRank = (level: ImpactLevel | null) => (level ? 3 - IMPACT_RANK[level] : 0);

/** The sort's two numeric keys of a process, smaller first; equal keys fall back to name order. */
function sortKeys(
  sort: Exclude<ReadinessProcessSort, 'name'>,
  p: ProcessFigures,
  people: number,
): [number, number] {
  if (sort === 'people') return [-people, 0];
  return sort === 'coverage' ? [coverageScore(p.coverage), -people] : [-impactRank(p.highestImpact), -people];
}

/**
 * The shown processes (in name order) in the sort's order, whole: a stable sort keeps name order
 * among equal keys, so only numbers are compared, each worked out once per process.
 */
function sortWhole(
  shown: readonly ProcessFigures[],
  sort: Exclude<ReadinessProcessSort, 'name'>,
  peopleOf: (p: ProcessFigures) => number,
): ProcessFigures[] {
  const keys = shown.map((p) => sortKeys(sort, p, peopleOf(p)));
  return shown
    .map((_, i) => i)
    .sort((a, b) => keys[a]![0] - keys[b]![0] || keys[a]![1] - keys[b]![1])
    .map((i) => shown[i]!);
}

/**
 * The previous version's order after a write: the written processes taken out and their new facts
 * put where the keys (then the name) place them, a few comparisons each instead of a sort.
 */
function sortAfter(
  previous: readonly ProcessFigures[],
  removed: ReadonlySet<ProcessFigures>,
  added: readonly ProcessFigures[],
  sort: Exclude<ReadinessProcessSort, 'name'>,
  peopleOf: (p: ProcessFigures) => number,
): ProcessFigures[] {
  const next = previous.filter((p) => !removed.has(p));
  const before = (a: ProcessFigures, ka: [number, number], b: ProcessFigures) => {
    const kb = sortKeys(sort, b, peopleOf(b));
    return (kb[0] - ka[0] || kb[1] - ka[1] || byProcessName(b, a)) < 0;
  };
  for (const p of added) {
    const key = sortKeys(sort, p, peopleOf(p));
    let low = 0;
    let high = next.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (before(p, key, next[mid]!)) low = mid + 1;
      else high = mid;
    }
    next.splice(low, 0, p);
  }
  return next;
}

/** What a walk keeps of its sort orders, and the step that made it from the one before. */
export interface SortedShown {
  shown: readonly ProcessFigures[];
  orders: Map<ReadinessProcessSort, readonly ProcessFigures[]>;
  /** Dropped once used, so a run of writes does not keep every version's orders alive. */
  from?: { previous: SortedShown; removed: ReadonlySet<ProcessFigures>; added: readonly ProcessFigures[] };
}

/** The shown processes in the sort's order: kept per walk, and after a write changed by difference. */
export function shownInOrder(
  walk: SortedShown,
  sort: ReadinessProcessSort,
  peopleOf: (p: ProcessFigures) => number,
): readonly ProcessFigures[] {
  if (sort === 'name') return walk.shown;
  let order = walk.orders.get(sort);
  if (!order) {
    const previous = walk.from?.previous.orders.get(sort);
    order =
      previous && walk.from
        ? sortAfter(previous, walk.from.removed, walk.from.added, sort, peopleOf)
        : sortWhole(walk.shown, sort, peopleOf);
    walk.orders.set(sort, order);
  }
  return order;
}

function processRow(p: ProcessFigures, scope: RowScope | undefined): ProcessReadinessRow {
  return {
    processId: p.id,
    processName: p.name,
    status: p.status,
    jobRoleId: scope ? scope.role.id : null,
    jobRoleName: scope ? scope.role.name : null,
    coverage: { ...p.coverage },
    outputs: { ...p.outputs },
    highestImpact: p.highestImpact,
    tierDocuments: { ...p.tierDocuments },
    trainingArtifacts: p.trainingArtifacts,
    tiersNeeded: { ...p.tiersNeeded },
    peopleAffected: scope?.people ?? 0,
    divisionsAffected: scope?.divisions ?? 0,
  };
}

/**
 * One page of the process rows in the sort's order: only the page's rows are built (a dashboard
 * page shows a few dozen of 10,000 processes; building them all was most of an answer's garbage).
 */
export function processRowsPage(
  walk: SortedShown,
  scopeOf: (p: ProcessFigures) => RowScope | undefined,
  page: { sort: ReadinessProcessSort; offset: number; limit: number },
): ProcessReadinessRow[] {
  return shownInOrder(walk, page.sort, (p) => scopeOf(p)?.people ?? 0)
    .slice(page.offset, page.offset + page.limit)
    .map((p) => processRow(p, scopeOf(p)));
}
