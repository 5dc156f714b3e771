import type { Process } from '../../../core/schemas/process';
import { etagOf } from '../../plugins/cache/response-cache';
import {
  buildBase,
  type IndexBase,
  type IndexRole,
  jsonArrayOf,
  keyOfIso,
  newer,
  poolsOf,
  type Source,
  searchTextOf,
} from './process-index-base';
import { BaseSearchHits } from './process-index-hits';
import { countBelow, placeOf } from './process-index-place';
import { IndexRoles } from './process-index-roles';
import { SEARCH_COUNT_CAP } from './process-search';

export type { IndexRole } from './process-index-base';
export { breathe } from './process-trigrams';

/** A page of the list: its processes as one JSON array, ready to send, and the count of them all. */
export interface IndexedPage {
  body: Buffer;
  total: number;
  totalIsLowerBound: boolean;
  /** Set for the whole list. */
  etag?: string;
}

export interface IndexedQuery {
  /** Trimmed; absent (not empty) for a plain list. */
  term?: string;
  jobRoleId?: string;
  limit?: number;
  offset: number;
}

/** A process written since the base was built. */
interface Recent extends Source {
  /** Its role's position, or -1. */
  role: number;
}

/** A process in an answer: a position in the base, or a recent one. */
type Item = number | Recent;

const EMPTY = new Int32Array(0);
const yes = () => true;

/**
 * Every process in memory, newest first, as its JSON, with a trigram index over its search text:
 * a page of the list, or of a search, in well under a millisecond at 100,000 processes, where the
 * database takes several (PGlite runs on the server's own thread, so each of those milliseconds
 * also holds up every other request). ProcessIndexKeeper keeps it at the change feed's version.
 *
 * Two parts: the base, built at once (one byte array of every process's JSON, trigram postings,
 * each role's processes), and the processes written since, kept sorted beside it. A write changes
 * the index in place: the process's old entry is marked dead (or dropped from the recent ones) and
 * its new one placed among the recent; answers merge the two in order. Once the recent ones grow
 * to a tenth of the base, or a quarter of the base is dead, `compacted()` makes a new base of them
 * all, from memory.
 *
 * It matches exactly what the database search matches: the term inside lower(name + ' ' +
 * description), or inside the lower-cased name of the process's role. (Lower-casing is
 * JavaScript's here and the database's there; they differ on a few letters such as the dotted
 * capital I.)
 */
export class ProcessIndex {
  private readonly recent: Recent[] = [];
  /** Where each live process is: its base position, or its recent entry. */
  private readonly where = new Map<string, number | Recent>();
  private readonly dead: Uint8Array;
  /** The dead positions, ascending: a deep page's place is found by counting them, not by a walk. */
  private readonly deadAt: number[] = [];
  private whole: { body: Buffer; etag: string } | null;
  private readonly roles: IndexRoles;

  /** The base's parts (IndexBase says what each holds). */
  private readonly bytes: Buffer;
  private readonly starts: Uint32Array;
  private readonly keys: Float64Array;
  private readonly ids: readonly string[];
  private readonly texts: readonly string[];
  private readonly roleOf: Int32Array;
  /** The base positions each term searched lately matched. */
  private readonly hits: BaseSearchHits;

  private constructor(base: IndexBase, roles: readonly IndexRole[]) {
    ({
      bytes: this.bytes,
      starts: this.starts,
      keys: this.keys,
      ids: this.ids,
      texts: this.texts,
      roleOf: this.roleOf,
    } = base);
    this.hits = new BaseSearchHits(base.texts, base.roleOf, base.postings);
    const { bytes, ids } = base;
    this.roles = new IndexRoles(roles, base.processesOfRole);
    const n = ids.length;
    this.dead = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      // A process read twice while the base was loaded (written meanwhile): the first is the newer.
      if (this.where.has(ids[i]!)) this.kill(i);
      else this.where.set(ids[i]!, i);
    }
    this.whole = this.deadAt.length === 0 ? { body: bytes, etag: etagOf(bytes) } : null;
  }

  /** Live processes. */
  get size(): number {
    return this.where.size;
  }

  private get baseSize(): number {
    return this.ids.length;
  }

  /**
   * Builds the index of `processes` (newest first) and `roles`, calling `pause` every `slice`
   * processes so that a large build never blocks the server for long (a pause may throw to
   * abandon the build). `keys` are their updated_at in microseconds (from their ISO text without).
   */
  static build(
    processes: readonly Process[],
    roles: readonly IndexRole[],
    options: { slice?: number; pause?: () => Promise<void>; keys?: ArrayLike<number> } = {},
  ): Promise<ProcessIndex> {
    const sources = processes.map(
      (p, i): Source => ({
        id: p.id,
        key: options.keys?.[i] ?? keyOfIso(p.updatedAt),
        json: Buffer.from(JSON.stringify(p)),
        text: searchTextOf(p),
        jobRoleId: p.jobRoleId,
      }),
    );
    return ProcessIndex.fromSources(sources, roles, options);
  }

  private static async fromSources(
    sources: readonly Source[],
    roles: readonly IndexRole[],
    options: { slice?: number; pause?: () => Promise<void> },
  ): Promise<ProcessIndex> {
    return new ProcessIndex(await buildBase(sources, roles, options), roles);
  }

  /** True once the processes written since the base was built make answers slower than a new base. */
  get needsCompacting(): boolean {
    return (
      this.recent.length > Math.max(1000, this.baseSize / 10) ||
      this.deadAt.length > Math.max(1000, this.baseSize / 4)
    );
  }

  /** A new index of the same processes, all in its base (this one is left as it is). */
  compacted(options: { slice?: number; pause?: () => Promise<void> } = {}): Promise<ProcessIndex> {
    const sources: Source[] = [];
    for (const item of this.all()) {
      if (typeof item !== 'number') sources.push(item);
      else {
        const r = this.roleOf[item]!;
        sources.push({
          id: this.ids[item]!,
          key: this.keys[item]!,
          json: this.bytes.subarray(this.starts[item]!, this.starts[item + 1]! - 1),
          text: this.texts[item]!,
          jobRoleId: r >= 0 ? this.roles.ids[r]! : null,
        });
      }
    }
    return ProcessIndex.fromSources(sources, this.roles.list, options);
  }

  /** The JSON of live process `id` as a list answer holds it, or null when there is none. */
  jsonOfOne(id: string): Buffer | null {
    const at = this.where.get(id);
    if (at === undefined) return null;
    return typeof at === 'number' ? this.bytes.subarray(this.starts[at]!, this.starts[at + 1]! - 1) : at.json;
  }

  /** Puts `process` (written, or created) in its place; `key` is its updated_at in microseconds. */
  upsert(process: Process, key: number): void {
    this.remove(process.id);
    const role = process.jobRoleId === null ? -1 : this.roles.at(process.jobRoleId);
    const entry: Recent = {
      id: process.id,
      key,
      json: Buffer.from(JSON.stringify(process)),
      text: searchTextOf(process),
      jobRoleId: process.jobRoleId,
      role,
    };
    const recent = this.recent;
    let lo = 0;
    let hi = recent.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const e = recent[mid]!;
      if (newer(e.key, e.id, key, entry.id)) lo = mid + 1;
      else hi = mid;
    }
    recent.splice(lo, 0, entry);
    this.where.set(entry.id, entry);
    if (role >= 0) this.roles.live[role]! += 1;
    this.whole = null;
  }

  /** Takes out the process `id` (deleted); nothing when it is not here. */
  remove(id: string): void {
    const at = this.where.get(id);
    if (at === undefined) return;
    this.where.delete(id);
    this.whole = null;
    if (typeof at === 'number') {
      this.kill(at);
      return;
    }
    this.recent.splice(this.recent.indexOf(at), 1);
    if (at.role >= 0) this.roles.live[at.role]! -= 1;
  }

  /** The job roles as they are now (IndexRoles.set says how each kind of change is taken). */
  setRoles(roles: readonly IndexRole[]): void {
    if (this.roles.set(roles)) this.hits.forget();
  }

  /**
   * One page of the processes (of a role, matching a term), newest first, counted as the database
   * counts: a search with a limit up to SEARCH_COUNT_CAP (more is "CAP+", a lower bound); a list
   * exactly; without a limit, as the offset plus what the page holds.
   */
  search(query: IndexedQuery): IndexedPage {
    const { offset, limit } = query;
    const end = limit === undefined ? Number.POSITIVE_INFINITY : offset + limit;
    const role = query.jobRoleId === undefined ? null : this.roles.at(query.jobRoleId);
    const pool = role === null ? null : (this.roles.pools[role] ?? EMPTY);
    const ofRole = (e: Recent) => role === null || (role >= 0 && e.role === role);
    if (query.term === undefined) {
      if (role === null && offset === 0 && limit === undefined)
        return { ...this.wholeList(), total: this.size, totalIsLowerBound: false };
      const count = role === null ? this.size : (this.roles.live[role] ?? 0);
      const items = this.pageOf(pool, ofRole, offset, Math.min(end, count));
      const total = limit === undefined ? offset + items.length : count;
      return { body: this.jsonOf(items), total, totalIsLowerBound: false };
    }
    const needle = query.term.toLowerCase();
    const { roleMatches, matched: matchedRoles } = this.roles.matching(needle);
    const matches = (r: number, text: string) => (r >= 0 && roleMatches[r] === 1) || text.includes(needle);
    const enough = limit === undefined ? Number.POSITIVE_INFINITY : Math.max(end, SEARCH_COUNT_CAP + 1);
    // Every candidate of a search over all roles matches: the term's matches, known up to at least
    // `enough` live ones (the dead among them are at most all the dead), so the answer stops
    // before it passes what the look covered.
    const candidates =
      pool ??
      this.hits.of(needle, enough + this.deadAt.length, {
        roleMatches,
        pool: () => poolsOf(this.roles.pools, matchedRoles),
      });
    const items: Item[] = [];
    let matched = 0;
    this.each(
      candidates,
      pool === null ? yes : (i) => matches(this.roleOf[i]!, this.texts[i]!),
      (e) => ofRole(e) && matches(e.role, e.text),
      (item) => {
        if (matched >= offset && matched < end) items.push(item);
        matched += 1;
        return matched < enough;
      },
    );
    const body = this.jsonOf(items);
    if (limit === undefined) return { body, total: offset + items.length, totalIsLowerBound: false };
    if (matched > SEARCH_COUNT_CAP) return { body, total: SEARCH_COUNT_CAP, totalIsLowerBound: true };
    return { body, total: matched, totalIsLowerBound: false };
  }

  /** The whole list and its ETag: the base's own bytes until a write, then made once per change. */
  private wholeList(): { body: Buffer; etag: string } {
    if (!this.whole) {
      const body = this.jsonOf(this.all());
      this.whole = { body, etag: etagOf(body) };
    }
    return this.whole;
  }

  /** Items [from, to) of the live processes among `base` (null: all) that `inRecent` keeps. */
  private pageOf(
    base: Int32Array | null,
    inRecent: (e: Recent) => boolean,
    from: number,
    to: number,
  ): Item[] {
    const page: Item[] = [];
    if (from >= to) return page;
    // The whole list: start at the page's place instead of passing everything before it.
    const start =
      base === null
        ? placeOf(from, {
            baseSize: this.baseSize,
            deadAt: this.deadAt,
            recent: this.recent,
            keys: this.keys,
            ids: this.ids,
          })
        : { position: 0, recent: 0, before: 0 };
    let k = start.before;
    this.each(
      base,
      yes,
      inRecent,
      (item) => {
        if (k >= from) page.push(item);
        return ++k < to;
      },
      start,
    );
    return page;
  }

  /** Every live process, newest first. */
  private all(): Item[] {
    const items: Item[] = [];
    this.each(null, yes, yes, (item) => {
      items.push(item);
      return true;
    });
    return items;
  }

  /**
   * Hands `visit` the live processes among `base` (positions ascending; null: all of the base) that
   * `inBase` keeps, and the recent ones `inRecent` keeps, merged newest first, until it answers
   * false. A loop with a callback, not a generator: a page deep in the list passes thousands of
   * processes, and a generator's result object for each was most of what the server allocated
   * under load (a young-generation collection every few milliseconds).
   */
  private each(
    base: Int32Array | null,
    inBase: (i: number) => boolean,
    inRecent: (e: Recent) => boolean,
    visit: (item: Item) => boolean,
    from: { position: number; recent: number } = { position: 0, recent: 0 },
  ): void {
    const recent = this.recent;
    const dead = this.dead;
    const n = base === null ? this.baseSize : base.length;
    let j = from.recent;
    for (let k = from.position; k < n; k++) {
      const i = base === null ? k : base[k]!;
      if (dead[i] === 1 || !inBase(i)) continue;
      if (j < recent.length) {
        const key = this.keys[i]!;
        const id = this.ids[i]!;
        for (; j < recent.length; j++) {
          const e = recent[j]!;
          if (!newer(e.key, e.id, key, id)) break;
          if (inRecent(e) && !visit(e)) return;
        }
      }
      if (!visit(i)) return;
    }
    for (; j < recent.length; j++) if (inRecent(recent[j]!) && !visit(recent[j]!)) return;
  }

  /** The JSON array of `items`. */
  private jsonOf(items: readonly Item[]): Buffer {
    return jsonArrayOf(items, this.bytes, this.starts);
  }

  private kill(i: number): void {
    this.dead[i] = 1;
    this.deadAt.splice(countBelow(this.deadAt, i), 0, i);
    const r = this.roleOf[i]!;
    if (r >= 0) this.roles.live[r]! -= 1;
  }
}
