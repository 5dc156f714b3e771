import type { Process } from '../../../core/schemas/process';
import { etagOf } from '../../plugins/cache/response-cache';
import { SEARCH_COUNT_CAP } from './process-search';

/** A page of the list: its processes as one JSON array, ready to send, and the count of them all. */
export interface IndexedPage {
  body: Buffer;
  total: number;
  totalIsLowerBound: boolean;
  /** Set for the whole list, whose bytes (and so whose ETag) stay the same for the index's life. */
  etag?: string;
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

/**
 * Calls `visit(bucket, i)` once for each distinct trigram bucket of each text i, in order of i
 * (a repeated trigram is visited once), pausing every `slice` texts.
 */
async function eachBucketOf(
  texts: readonly string[],
  slice: number,
  pause: () => Promise<void>,
  visit: (bucket: number, i: number) => void,
): Promise<void> {
  const seen = new Int32Array(BUCKETS).fill(-1);
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i]!;
    for (let at = 0; at + 3 <= text.length; at++) {
      const b = bucketAt(text, at);
      if (seen[b] !== i) {
        seen[b] = i;
        visit(b, i);
      }
    }
    if (i % slice === slice - 1) await pause();
  }
}

/** Lets other requests run between slices of a long build. */
export const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Every process in memory, newest first, as its JSON, with a trigram index over its search text:
 * a page of the list, or of a search, in well under a millisecond at 100,000 processes, where the
 * database takes several (PGlite runs on the server's own thread, so each of those milliseconds
 * also holds up every other request), and the whole list in tens of milliseconds instead of
 * seconds. Built by ProcessIndexKeeper for one change-feed version and used only at that version.
 *
 * It matches exactly what the database search matches: the term inside lower(name + ' ' +
 * description), or inside the lower-cased name of the process's role. (Lower-casing is
 * JavaScript's here and the database's there; they differ on a few letters such as the dotted
 * capital I.)
 */
export class ProcessIndex {
  private constructor(
    /**
     * The whole list as one JSON array (UTF-8, outside the garbage-collected heap), newest first:
     * the order of every answer. Process i is bytes [starts[i], starts[i + 1] - 1); the byte
     * before starts[i + 1] is its comma (or the closing bracket).
     */
    private readonly bytes: Buffer,
    private readonly starts: Uint32Array,
    private readonly listEtag: string,
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
    return this.starts.length - 1;
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
    const json: string[] = new Array(n);
    let size = n === 0 ? 2 : n + 1;
    for (let i = 0; i < n; i++) {
      const p = processes[i]!;
      texts[i] = `${p.name} ${p.description}`.toLowerCase();
      json[i] = JSON.stringify(p);
      size += Buffer.byteLength(json[i]!);
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

    // Two passes: count each bucket's processes, then place them.
    const offsets = new Uint32Array(BUCKETS + 1);
    await eachBucketOf(texts, slice, pause, (b) => {
      offsets[b + 1]! += 1;
    });
    for (let b = 0; b < BUCKETS; b++) offsets[b + 1]! += offsets[b]!;
    const postings = new Int32Array(offsets[BUCKETS]!);
    const next = offsets.slice(0, BUCKETS);
    await eachBucketOf(texts, slice, pause, (b, i) => {
      postings[next[b]!++] = i;
    });
    const bytes = Buffer.allocUnsafe(size);
    const starts = new Uint32Array(n + 1);
    let at = 0;
    bytes[at++] = 0x5b; // [
    for (let i = 0; i < n; i++) {
      starts[i] = at;
      at += bytes.write(json[i]!, at, 'utf8');
      bytes[at++] = i === n - 1 ? 0x5d : 0x2c; // ] or ,
      if (i % slice === slice - 1) await pause();
    }
    if (n === 0) bytes[at++] = 0x5d;
    starts[n] = at;
    const listEtag = etagOf(bytes);
    return new ProcessIndex(
      bytes,
      starts,
      listEtag,
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
      const count = pool === null ? this.size : (pool?.length ?? 0);
      if (pool === null && offset === 0 && limit === undefined) {
        return { body: this.bytes, total: count, totalIsLowerBound: false, etag: this.listEtag };
      }
      const items: number[] = [];
      for (let k = offset; k < Math.min(end, count); k++) items.push(pool ? pool[k]! : k);
      const total = limit === undefined ? offset + items.length : count;
      return { body: this.jsonOf(items), total, totalIsLowerBound: false };
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
    const items: number[] = [];
    let matched = 0;
    for (const i of candidates) {
      if (!matches(i)) continue;
      if (matched >= offset && matched < end) items.push(i);
      matched += 1;
      if (matched >= enough) break;
    }
    const body = this.jsonOf(items);
    if (limit === undefined) return { body, total: offset + items.length, totalIsLowerBound: false };
    if (matched > SEARCH_COUNT_CAP) return { body, total: SEARCH_COUNT_CAP, totalIsLowerBound: true };
    return { body, total: matched, totalIsLowerBound: false };
  }

  /** The JSON array of the processes at `positions`, copied out of the whole list's bytes. */
  private jsonOf(positions: readonly number[]): Buffer {
    let size = 2 + Math.max(0, positions.length - 1);
    for (const i of positions) size += this.starts[i + 1]! - 1 - this.starts[i]!;
    const out = Buffer.allocUnsafe(size);
    let at = 0;
    out[at++] = 0x5b;
    for (let k = 0; k < positions.length; k++) {
      if (k > 0) out[at++] = 0x2c;
      const i = positions[k]!;
      at += this.bytes.copy(out, at, this.starts[i]!, this.starts[i + 1]! - 1);
    }
    out[at] = 0x5d;
    return out;
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
    if (needle.length < 3) return range(this.size);
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
