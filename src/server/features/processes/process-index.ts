import type { Process } from '../../../core/schemas/process';
import { SEARCH_COUNT_CAP } from './process-search';

/** A search page: the processes as one JSON array, ready to send, and the count of matches. */
export interface IndexedPage {
  json: string;
  total: number;
  totalIsLowerBound: boolean;
}

export interface IndexedQuery {
  /** Trimmed; absent (not empty) for a plain list. */
  term?: string;
  jobRoleId?: string;
  limit?: number;
  offset: number;
}

/**
 * Trigrams are hashed into this many buckets (2^18). A collision only adds candidates that the
 * substring check then drops, so a bucket list is a superset of the processes holding a trigram.
 */
const BUCKET_BITS = 18;
const BUCKETS = 1 << BUCKET_BITS;

/** The bucket of the three UTF-16 units of `text` at `at`. */
function bucketAt(text: string, at: number): number {
  const h =
    Math.imul(text.charCodeAt(at), 0x9e3779b1) ^
    Math.imul(text.charCodeAt(at + 1), 0x85ebca77) ^
    Math.imul(text.charCodeAt(at + 2), 0xc2b2ae3d);
  return Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> (32 - BUCKET_BITS);
}

/** Lets other requests run between slices of a long build. */
export const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Every process in memory, newest first, with a trigram index over its search text: the answer
 * to a search in well under a millisecond at 100,000 processes, where the database takes several
 * (PGlite runs on the server's own thread, so each of those milliseconds also holds up every other
 * request). Built by ProcessIndexKeeper for one change-feed version and only used at that version.
 *
 * It matches exactly what the database search matches: the term inside lower(name + ' ' +
 * description), or inside the lower-cased name of the process's role. (Lower-casing is
 * JavaScript's here and the database's there; they differ on a few letters such as the dotted
 * capital I.)
 */
export class ProcessIndex {
  private constructor(
    /** Each process as its JSON object, newest first: the order of every answer. */
    private readonly json: readonly string[],
    private readonly texts: readonly string[],
    /** Per process: its role's position in roleIds, or -1. */
    private readonly roleOf: Int32Array,
    private readonly roleIds: readonly string[],
    private readonly rolePosition: ReadonlyMap<string, number>,
    private readonly roleNames: readonly string[],
    /** Per role position: its processes' positions, ascending. */
    private readonly processesOfRole: readonly Int32Array[],
    /** Bucket b's process positions are postings[offsets[b] … offsets[b + 1]), ascending. */
    private readonly offsets: Uint32Array,
    private readonly postings: Int32Array,
  ) {}

  get size(): number {
    return this.json.length;
  }

  /**
   * Builds the index of `processes` (newest first) and `roles`, calling `pause` every `slice`
   * processes so that a large build never blocks the server for long (a pause may throw to
   * abandon the build).
   */
  static async build(
    processes: readonly Process[],
    roles: readonly { id: string; name: string }[],
    { slice = 2000, pause = breathe }: { slice?: number; pause?: () => Promise<void> } = {},
  ): Promise<ProcessIndex> {
    const n = processes.length;
    const roleIds = roles.map((r) => r.id);
    const rolePosition = new Map(roleIds.map((id, i) => [id, i]));
    const roleOf = new Int32Array(n);
    const roleCounts = new Int32Array(roles.length);
    const texts: string[] = new Array(n);
    // Kept as text: a page is a join of strings, and strings weigh less than objects of nine
    // fields on every garbage collection.
    const json: string[] = new Array(n);
    for (let i = 0; i < n; i++) {
      const p = processes[i]!;
      texts[i] = `${p.name} ${p.description}`.toLowerCase();
      json[i] = JSON.stringify(p);
      const r = p.jobRoleId === null ? -1 : (rolePosition.get(p.jobRoleId) ?? -1);
      roleOf[i] = r;
      if (r >= 0) roleCounts[r]! += 1;
      if (i % slice === slice - 1) await pause();
    }
    const processesOfRole = Array.from(roleCounts, (count) => new Int32Array(count));
    roleCounts.fill(0);
    for (let i = 0; i < n; i++) {
      const r = roleOf[i]!;
      if (r >= 0) processesOfRole[r]![roleCounts[r]!++] = i;
    }

    // Two passes: count each bucket's processes, then place them. `seen` keeps a process from
    // being listed twice in one bucket (a repeated trigram).
    const seen = new Int32Array(BUCKETS).fill(-1);
    const offsets = new Uint32Array(BUCKETS + 1);
    for (let i = 0; i < n; i++) {
      const text = texts[i]!;
      for (let at = 0; at + 3 <= text.length; at++) {
        const b = bucketAt(text, at);
        if (seen[b] !== i) {
          seen[b] = i;
          offsets[b + 1]! += 1;
        }
      }
      if (i % slice === slice - 1) await pause();
    }
    for (let b = 0; b < BUCKETS; b++) offsets[b + 1]! += offsets[b]!;
    const postings = new Int32Array(offsets[BUCKETS]!);
    const next = offsets.slice(0, BUCKETS);
    seen.fill(-1);
    for (let i = 0; i < n; i++) {
      const text = texts[i]!;
      for (let at = 0; at + 3 <= text.length; at++) {
        const b = bucketAt(text, at);
        if (seen[b] !== i) {
          seen[b] = i;
          postings[next[b]!++] = i;
        }
      }
      if (i % slice === slice - 1) await pause();
    }
    return new ProcessIndex(
      json,
      texts,
      roleOf,
      roleIds,
      rolePosition,
      roles.map((r) => r.name.toLowerCase()),
      processesOfRole,
      offsets,
      postings,
    );
  }

  /**
   * One page of the processes (of a role, matching a term), newest first, counted as the database
   * counts: a search with a limit up to SEARCH_COUNT_CAP (more is "CAP+", a lower bound); a list
   * exactly; without a limit, as the offset plus what the page holds.
   */
  search(query: IndexedQuery): IndexedPage {
    const { offset, limit } = query;
    const end = limit === undefined ? Number.POSITIVE_INFINITY : offset + limit;
    if (query.term === undefined) {
      const pool = query.jobRoleId === undefined ? null : this.processesOfRole[this.roleAt(query.jobRoleId)];
      const count = pool === null ? this.json.length : (pool?.length ?? 0);
      const items: string[] = [];
      for (let k = offset; k < Math.min(end, count); k++) items.push(this.json[pool ? pool[k]! : k]!);
      const total = limit === undefined ? offset + items.length : count;
      return { json: `[${items.join(',')}]`, total, totalIsLowerBound: false };
    }
    const needle = query.term.toLowerCase();
    const roleMatches = new Uint8Array(this.roleIds.length);
    const matchedRoles: number[] = [];
    for (let r = 0; r < this.roleNames.length; r++) {
      if (this.roleNames[r]!.includes(needle)) {
        roleMatches[r] = 1;
        matchedRoles.push(r);
      }
    }
    const matches = (i: number) => {
      const r = this.roleOf[i]!;
      return (r >= 0 && roleMatches[r] === 1) || this.texts[i]!.includes(needle);
    };

    const candidates =
      query.jobRoleId === undefined
        ? union(this.textCandidates(needle), this.processesOfRoles(matchedRoles))
        : (this.processesOfRole[this.roleAt(query.jobRoleId)] ?? []);

    const enough = limit === undefined ? Number.POSITIVE_INFINITY : Math.max(end, SEARCH_COUNT_CAP + 1);
    const items: string[] = [];
    let matched = 0;
    for (const i of candidates) {
      if (!matches(i)) continue;
      if (matched >= offset && matched < end) items.push(this.json[i]!);
      matched += 1;
      if (matched >= enough) break;
    }
    const json = `[${items.join(',')}]`;
    if (limit === undefined) return { json, total: offset + items.length, totalIsLowerBound: false };
    if (matched > SEARCH_COUNT_CAP) return { json, total: SEARCH_COUNT_CAP, totalIsLowerBound: true };
    return { json, total: matched, totalIsLowerBound: false };
  }

  /** The position of a role in roleIds, or -1. */
  private roleAt(id: string): number {
    return this.rolePosition.get(id) ?? -1;
  }

  /**
   * Positions that may hold `needle` in their text, ascending: the smallest bucket among its
   * trigrams' (every process holding the needle holds each of them). Under three letters there is
   * no trigram, and every process is a candidate; such a term matches so many that a page fills
   * early.
   */
  private textCandidates(needle: string): Iterable<number> {
    if (needle.length < 3) return range(this.json.length);
    let best = -1;
    let bestSize = Number.POSITIVE_INFINITY;
    for (let at = 0; at + 3 <= needle.length; at++) {
      const b = bucketAt(needle, at);
      const size = this.offsets[b + 1]! - this.offsets[b]!;
      if (size < bestSize) {
        best = b;
        bestSize = size;
      }
    }
    return this.postings.subarray(this.offsets[best]!, this.offsets[best + 1]!);
  }

  /** The processes of the given roles, ascending. */
  private processesOfRoles(roles: readonly number[]): Int32Array {
    if (roles.length === 1) return this.processesOfRole[roles[0]!]!;
    let size = 0;
    for (const r of roles) size += this.processesOfRole[r]!.length;
    const all = new Int32Array(size);
    let at = 0;
    for (const r of roles) {
      all.set(this.processesOfRole[r]!, at);
      at += this.processesOfRole[r]!.length;
    }
    return all.sort();
  }
}

function* range(n: number): Generator<number> {
  for (let i = 0; i < n; i++) yield i;
}

/** The ascending union of two ascending sequences (a position in both comes once). */
function* union(a: Iterable<number>, b: Int32Array): Generator<number> {
  if (b.length === 0) {
    yield* a;
    return;
  }
  let j = 0;
  for (const x of a) {
    while (j < b.length && b[j]! < x) yield b[j++]!;
    if (j < b.length && b[j] === x) j++;
    yield x;
  }
  while (j < b.length) yield b[j++]!;
}
