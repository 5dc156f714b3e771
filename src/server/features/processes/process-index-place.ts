// Binary searches that find a deep page's place in the process index without walking to it.
import { newer } from './process-index-base';

/** How many of the ascending `sorted` are below `p`. */
export function countBelow(sorted: readonly number[], p: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < p) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** How many of `entries` (newest first) come before the process of `key` and `id` in the list. */
export function countNewer(entries: readonly { key: number; id: string }[], key: number, id: string): number {
  let lo = 0;
  let hi = entries.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const e = entries[mid]!;
    if (newer(e.key, e.id, key, id)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** What placeOf reads of an index: its base's order and what changed since. */
export interface Placing {
  baseSize: number;
  /** The dead base positions, ascending. */
  deadAt: readonly number[];
  /** The processes written since the base, newest first. */
  recent: readonly { key: number; id: string }[];
  keys: ArrayLike<number>;
  ids: readonly string[];
}

/**
 * Where the whole list's item `rank` is: the base position and recent entry to start merging
 * from, and how many items come before that point (at most `rank`), in O(log² n).
 */
export function placeOf(
  rank: number,
  { baseSize: n, deadAt, recent, keys, ids }: Placing,
): { position: number; recent: number; before: number } {
  const newerThan = (p: number) => countNewer(recent, keys[p]!, ids[p]!);
  // Items before base position p: the live base ones, and the recent ones newer than it.
  const before = (p: number) =>
    p >= n ? n - deadAt.length + recent.length : p - countBelow(deadAt, p) + newerThan(p);
  // The page starts among the recent entries newer than the whole base.
  if (before(0) > rank) return { position: 0, recent: 0, before: 0 };
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (before(mid) <= rank) lo = mid;
    else hi = mid - 1;
  }
  return { position: lo, recent: lo >= n ? recent.length : newerThan(lo), before: before(lo) };
}
