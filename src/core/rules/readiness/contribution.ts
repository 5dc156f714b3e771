import type { Coverage } from '../../schemas/readiness';
import { painPointCoverage } from './coverage';
import { assessOutputs, type OutputsFacts } from './outputs';
import type { ProcessFacts } from './readiness';

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
