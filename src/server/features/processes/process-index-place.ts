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
