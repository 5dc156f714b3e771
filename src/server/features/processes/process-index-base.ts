import type { Process } from '../../../core/schemas/process';
import { breathe, type Postings, postingsOf } from './process-trigrams';

export interface IndexRole {
  id: string;
  name: string;
}

/** A process as the index takes it in: its JSON, search text, role, and its place in the order. */
export interface Source {
  id: string;
  /** updated_at in microseconds since 1970: the list is newest first, the greater id first on a tie. */
  key: number;
  json: Buffer;
  text: string;
  jobRoleId: string | null;
}

/**
 * The base of a ProcessIndex: the processes of one build, newest first. `bytes` is their JSON
 * array (UTF-8, outside the garbage-collected heap): process i is bytes [starts[i], starts[i + 1]
 * - 1), and the byte before starts[i + 1] is its comma (or the closing bracket).
 */
export interface IndexBase {
  bytes: Buffer;
  starts: Uint32Array;
  keys: Float64Array;
  ids: string[];
  texts: string[];
  /** Per process: its role's position in the roles it was built with, or -1. */
  roleOf: Int32Array;
  /** Per role position: its processes' positions, ascending. */
  processesOfRole: Int32Array[];
  postings: Postings;
}

/**
 * The base of `sources` (newest first), calling `pause` every `slice` processes so that a large
 * build never blocks the server for long (a pause may throw to abandon the build).
 */
export async function buildBase(
  sources: readonly Source[],
  roles: readonly IndexRole[],
  { slice = 2000, pause = breathe }: { slice?: number; pause?: () => Promise<void> },
): Promise<IndexBase> {
  const n = sources.length;
  const rolePosition = new Map(roles.map((r, i) => [r.id, i]));
  const roleOf = new Int32Array(n);
  const roleCounts = new Int32Array(roles.length);
  const texts: string[] = new Array(n);
  const ids: string[] = new Array(n);
  const keys = new Float64Array(n);
  let size = n === 0 ? 2 : n + 1;
  for (let i = 0; i < n; i++) {
    const s = sources[i]!;
    texts[i] = s.text;
    ids[i] = s.id;
    keys[i] = s.key;
    size += s.json.length;
    const r = s.jobRoleId === null ? -1 : (rolePosition.get(s.jobRoleId) ?? -1);
    roleOf[i] = r;
    if (r >= 0) roleCounts[r]! += 1;
  }
  const processesOfRole = Array.from(roleCounts, (count) => new Int32Array(count));
  roleCounts.fill(0);
  for (let i = 0; i < n; i++) {
    const r = roleOf[i]!;
    if (r >= 0) processesOfRole[r]![roleCounts[r]!++] = i;
  }
  const postings = await postingsOf(texts, slice, pause);
  const bytes = Buffer.allocUnsafe(size);
  const starts = new Uint32Array(n + 1);
  let at = 0;
  bytes[at++] = 0x5b; // [
  for (let i = 0; i < n; i++) {
    starts[i] = at;
    at += sources[i]!.json.copy(bytes, at);
    bytes[at++] = i === n - 1 ? 0x5d : 0x2c; // ] or ,
    if (i % slice === slice - 1) await pause();
  }
  if (n === 0) bytes[at++] = 0x5d;
  starts[n] = at;
  return { bytes, starts, keys, ids, texts, roleOf, processesOfRole, postings };
}

/** The order key of a process whose updated_at is `iso` (milliseconds: the database has more). */
export const keyOfIso = (iso: string) => Date.parse(iso) * 1000;

export const searchTextOf = (p: Pick<Process, 'name' | 'description'>) =>
  `${p.name} ${p.description}`.toLowerCase();

/** a comes before b in the list. */
export const newer = (aKey: number, aId: string, bKey: number, bId: string) =>
  aKey > bKey || (aKey === bKey && aId > bId);

/** The positions in `pools` of the given roles, ascending. */
export function poolsOf(pools: readonly Int32Array[], roles: readonly number[]): Int32Array {
  if (roles.length === 1) return pools[roles[0]!]!;
  let size = 0;
  for (const r of roles) size += pools[r]!.length;
  const all = new Int32Array(size);
  let at = 0;
  for (const r of roles) {
    all.set(pools[r]!, at);
    at += pools[r]!.length;
  }
  return all.sort();
}

/**
 * The ascending union of two ascending position lists (a position in both comes once); null stands
 * for every position, and so does their union with it.
 */
export function union(a: Int32Array | null, b: Int32Array): Int32Array | null {
  if (a === null || b.length === 0) return a;
  if (a.length === 0) return b;
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x <= y) i++;
    if (y <= x) j++;
    out[n++] = Math.min(x, y);
  }
  while (i < a.length) out[n++] = a[i++]!;
  while (j < b.length) out[n++] = b[j++]!;
  return out.subarray(0, n);
}

/**
 * The JSON array of `items`: base positions (their JSON is `bytes` from `starts[i]` to the byte
 * before `starts[i + 1]`) or written processes with their own JSON.
 */
export function jsonArrayOf(
  items: readonly (number | { json: Buffer })[],
  bytes: Buffer,
  starts: Uint32Array,
): Buffer {
  let size = 2 + Math.max(0, items.length - 1);
  for (const item of items)
    size += typeof item === 'number' ? starts[item + 1]! - 1 - starts[item]! : item.json.length;
  const out = Buffer.allocUnsafe(size);
  let at = 0;
  out[at++] = 0x5b;
  for (let k = 0; k < items.length; k++) {
    if (k > 0) out[at++] = 0x2c;
    const item = items[k]!;
    at +=
      typeof item === 'number'
        ? bytes.copy(out, at, starts[item]!, starts[item + 1]! - 1)
        : item.json.copy(out, at);
  }
  out[at] = 0x5d;
  return out;
}
