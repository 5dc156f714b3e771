import type { Coverage, OutputsAssessment, TierCounts } from '../../schemas/readiness';
import { painPointCoverage } from './coverage';
import type { ProcessFacts, ProcessFigures } from './facts';
import { assessOutputs } from './outputs';

export type { ProcessContribution } from './facts';

/** Distinct shapes kept per kind of figure; beyond them a process keeps an object of its own. */
const SHAPES_KEPT = 4096;

/**
 * One frozen object per distinct set of figures (their values in their keys' order): processes
 * repeat a few shapes (no pain points; two of three resolved; Tier 1 only), so 100,000 processes
 * hold a few hundred of these objects rather than 100,000 of each. Frozen, as they are shared: the
 * dashboard's sums copy them and never write into them.
 */
class Shapes<T extends object> {
  private readonly kept = new Map<string, T>();

  of(value: T): T {
    const key = Object.values(value).join();
    const found = this.kept.get(key);
    if (found) return found;
    if (this.kept.size >= SHAPES_KEPT) return value;
    Object.freeze(value);
    this.kept.set(key, value);
    return value;
  }
}

const coverageShapes = new Shapes<Coverage>();
const outputsShapes = new Shapes<OutputsAssessment>();
const tiersNeededShapes = new Shapes<Record<keyof TierCounts, boolean>>();
const tierDocumentsShapes = new Shapes<TierCounts>();

/**
 * A process's figures from its facts: its pain-point coverage and its outputs assessed, once, when
 * its facts are loaded (the server loads a process's facts again only after a write changed it).
 */
export function processFigures(p: ProcessFacts): ProcessFigures {
  const { outputs, highestImpact, tiersNeeded } = assessOutputs(p.sipocOutputs, p.impacts);
  const { tier_1, tier_2, tier_3 } = p.tierDocuments;
  return {
    id: p.id,
    name: p.name,
    status: p.status,
    jobRoleId: p.jobRoleId,
    coverage: coverageShapes.of(painPointCoverage(p.painPoints, p.statuses)),
    outputs: outputsShapes.of(outputs),
    highestImpact,
    tiersNeeded: tiersNeededShapes.of(tiersNeeded),
    // A copy in the keys' order: the facts' object may list them in another.
    tierDocuments: tierDocumentsShapes.of({ tier_1, tier_2, tier_3 }),
    trainingArtifacts: p.trainingArtifacts,
  };
}

const collator = new Intl.Collator('en');

/** Process order by name (as localeCompare in English), then by id so equal names keep one order. */
export const byProcessName = (a: { name: string; id: string }, b: { name: string; id: string }): number =>
  collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/*
 * Lists known to be in byProcessName order. Comparing names is the dashboard's dearest step (a
 * collator call each, 10,000 of them just to check a sorted list), so a list kept in order
 * between writes (withChangedFacts) is not compared again.
 */
const nameOrdered = new WeakSet<readonly ProcessFigures[]>();

/** The facts in byProcessName order: the list itself when it is known to be so, else a sorted copy. */
export function inNameOrder(list: readonly ProcessFigures[]): readonly ProcessFigures[] {
  if (nameOrdered.has(list)) return list;
  const sorted = [...list].sort(byProcessName);
  nameOrdered.add(sorted);
  return sorted;
}

/** `fresh` put into the name-ordered `list` (a copy) where their names sort: a few comparisons each. */
export function placeByName(
  list: readonly ProcessFigures[],
  fresh: readonly ProcessFigures[],
): ProcessFigures[] {
  const next = [...list];
  for (const p of fresh) {
    let low = 0;
    let high = next.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (byProcessName(next[mid]!, p) < 0) low = mid + 1;
      else high = mid;
    }
    next.splice(low, 0, p);
  }
  return next;
}

/** How a version's list came from the one before: the facts taken out and the facts put in. */
export interface ChangeStep {
  previous: readonly ProcessFigures[];
  removed: readonly ProcessFigures[];
  added: readonly ProcessFigures[];
}

/*
 * One step back only: a version forgets how the one before it came about, so a long run of writes
 * does not keep every version's facts alive.
 */
const steps = new WeakMap<readonly ProcessFigures[], ChangeStep>();

/** The write that made this list from the previous version's, when withChangedFacts made it. */
export function changeStep(ordered: readonly ProcessFigures[]): ChangeStep | undefined {
  return steps.get(ordered);
}

/**
 * A name-ordered list after a write: without the processes of `changedIds`, with `fresh` (their
 * facts now; a deleted process has none) each put where its name sorts.
 */
export function withChangedFacts(
  ordered: readonly ProcessFigures[],
  changedIds: ReadonlySet<string>,
  fresh: readonly ProcessFigures[],
): readonly ProcessFigures[] {
  const previous = inNameOrder(ordered);
  const removed: ProcessFigures[] = [];
  const kept: ProcessFigures[] = [];
  for (const p of previous) (changedIds.has(p.id) ? removed : kept).push(p);
  const next = placeByName(kept, fresh);
  nameOrdered.add(next);
  steps.delete(previous);
  steps.set(next, { previous, removed, added: fresh });
  return next;
}
