import type { Coverage } from '../../schemas/readiness';
import { painPointCoverage } from './coverage';
import type { ProcessFacts } from './facts';
import { assessOutputs, type OutputsFacts } from './outputs';

/** What a process adds to the dashboard whatever the filters: its coverage and its matrix's outputs. */
export interface ProcessContribution extends OutputsFacts {
  coverage: Coverage;
}

/*
 * Keyed by the facts object itself: the server replaces a process's facts object only when a write
 * changed that process, so after a write only the written processes are assessed again, not all
 * of them (at 10,000 processes that walk was most of the dashboard's time). A WeakMap lets the
 * facts of a deleted or replaced process go.
 */
const contributions = new WeakMap<ProcessFacts, ProcessContribution>();

export function processContribution(p: ProcessFacts): ProcessContribution {
  let c = contributions.get(p);
  if (!c) {
    c = {
      coverage: painPointCoverage(p.painPoints, p.statuses),
      ...assessOutputs(p.sipocOutputs, p.impacts),
    };
    contributions.set(p, c);
  }
  return c;
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
const nameOrdered = new WeakSet<readonly ProcessFacts[]>();

/** The facts in byProcessName order: the list itself when it is known to be so, else a sorted copy. */
export function inNameOrder(list: readonly ProcessFacts[]): readonly ProcessFacts[] {
  if (nameOrdered.has(list)) return list;
  const sorted = [...list].sort(byProcessName);
  nameOrdered.add(sorted);
  return sorted;
}

/** `fresh` put into the name-ordered `list` (a copy) where their names sort: a few comparisons each. */
export function placeByName(list: readonly ProcessFacts[], fresh: readonly ProcessFacts[]): ProcessFacts[] {
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
  previous: readonly ProcessFacts[];
  removed: readonly ProcessFacts[];
  added: readonly ProcessFacts[];
}

/*
 * One step back only: a version forgets how the one before it came about, so a long run of writes
 * does not keep every version's facts alive.
 */
const steps = new WeakMap<readonly ProcessFacts[], ChangeStep>();

/** The write that made this list from the previous version's, when withChangedFacts made it. */
export function changeStep(ordered: readonly ProcessFacts[]): ChangeStep | undefined {
  return steps.get(ordered);
}

/**
 * A name-ordered list after a write: without the processes of `changedIds`, with `fresh` (their
 * facts now; a deleted process has none) each put where its name sorts.
 */
export function withChangedFacts(
  ordered: readonly ProcessFacts[],
  changedIds: ReadonlySet<string>,
  fresh: readonly ProcessFacts[],
): readonly ProcessFacts[] {
  const previous = inNameOrder(ordered);
  const removed: ProcessFacts[] = [];
  const kept: ProcessFacts[] = [];
  for (const p of previous) (changedIds.has(p.id) ? removed : kept).push(p);
  const next = placeByName(kept, fresh);
  nameOrdered.add(next);
  steps.delete(previous);
  steps.set(next, { previous, removed, added: fresh });
  return next;
}
