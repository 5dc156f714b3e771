import type { Coverage } from '../../schemas/readiness';
import { type PainPointRef, type PainPointRowRef, painPointKey, rowPainPointKey } from '../pain-points';
import { addCounts } from './counts';

export const EMPTY_COVERAGE: Coverage = {
  total: 0,
  resolved: 0,
  partiallyResolved: 0,
  parkingLot: 0,
  notAddressed: 0,
  notSet: 0,
};

/*
 * A pain point may hold several statuses at once (spec §4). It counts once, under the strongest:
 * resolved, then partially resolved, then parking lot, then not addressed. The export-only statuses
 * (not started, in progress) are not a resolution, so a pain point holding only those is not set.
 */
const STRENGTH: readonly [string, Exclude<keyof Coverage, 'total' | 'notSet'>][] = [
  ['resolved', 'resolved'],
  ['partially_resolved', 'partiallyResolved'],
  ['parking_lot', 'parkingLot'],
  ['not_addressed', 'notAddressed'],
];

/** The resolution statuses, strongest first: a pain point holding several is counted under the first. */
export const RESOLUTION_STRENGTH: readonly string[] = STRENGTH.map(([status]) => status);

/**
 * Pain-point coverage of one process: its tracked pain points by their strongest status. Statuses
 * belong to a pain point by its id (issue 19); a pain point listed twice counts once.
 */
export function painPointCoverage(
  painPoints: readonly PainPointRef[],
  statuses: readonly (PainPointRowRef & { status: string })[],
): Coverage {
  const coverage = { ...EMPTY_COVERAGE };
  const held = new Map<string, Set<string>>();
  for (const s of statuses) {
    const key = rowPainPointKey(s);
    const set = held.get(key);
    if (set) set.add(s.status);
    else held.set(key, new Set([s.status]));
  }
  const seen = new Set<string>();
  for (const painPoint of painPoints) {
    const key = painPointKey(painPoint);
    if (seen.has(key)) continue;
    seen.add(key);
    const own = held.get(key);
    const strongest = STRENGTH.find(([status]) => own?.has(status));
    coverage.total++;
    coverage[strongest ? strongest[1] : 'notSet']++;
  }
  return coverage;
}

export const addCoverage: (a: Coverage, b: Coverage) => Coverage = addCounts;

/** Resolved share for sorting: fully resolved counts 1, partially ½; no pain points sorts last (2). */
export function coverageScore(c: Coverage): number {
  return c.total === 0 ? 2 : (c.resolved + c.partiallyResolved / 2) / c.total;
}
