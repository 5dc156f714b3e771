import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isUuid } from '../../../core/schemas/common';
import type { Process, ProcessListQuery } from '../../../core/schemas/process';
import type { Db } from '../../db/client';
import { jobRoles, processes } from '../../db/schema';
import type { ChangeFeed } from '../../plugins/cache/change-feed';
import { breathe, type IndexedPage, ProcessIndex } from './process-index';
import { PROCESS_JSON } from './process-rows';

declare module 'fastify' {
  interface FastifyInstance {
    processIndex: ProcessIndexKeeper;
  }
}

/** Processes read per statement while building: each statement is short (~20 ms), others run between. */
const LOAD_CHUNK = 2000;

export interface KeeperOptions {
  /** A write is followed by a rebuild while the index has been asked within this time. */
  warmMs?: number;
  /** How long the repository must go unchanged before a rebuild starts (writes come in bursts). */
  settleMs?: number;
  /** caughtUp waits only from this many processes on (below, the database answers quickly). */
  waitFrom?: number;
}

/**
 * Keeps a ProcessIndex of every process for the change feed's current version. A list or search
 * uses it only at exactly that version, so it never misses a write, here or on another instance; at
 * any other moment (a write not yet indexed, the feed down, a build failed) the database answers.
 *
 * The index is rebuilt whole, in the background: after the server starts, and once writes settle
 * while lists are being asked for. A build that a later write overtakes stops at its next pause, and
 * builds are spaced by four times their own work, so that they never take more than a small share
 * of the server's time.
 */
export class ProcessIndexKeeper {
  private built: { version: number; index: ProcessIndex } | null = null;
  private building: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private lastUsedAt = 0;
  private lastChangeAt = 0;
  private notBefore = 0;
  /** A request waits for the index: the next build skips the spacing (not the settling). */
  private wanted = false;
  private timerDue = 0;
  /** Builds failed in a row: each waits twice as long as the one before (1 s, 2 s, … 1 min). */
  private failures = 0;
  private closed = false;
  /** Fired whenever a build ends (and on closing): what settled() and caughtUp() wait on. */
  private readonly buildEnded = new Signal();
  private readonly stopListening: () => void;
  private readonly warmMs: number;
  private readonly settleMs: number;
  private readonly waitFrom: number;
  /** Processes in the last index built (kept when that index is dropped); unknown before the first. */
  private lastSize = Number.POSITIVE_INFINITY;

  constructor(
    private readonly db: Db,
    private readonly feed: ChangeFeed,
    private readonly log: FastifyBaseLogger,
    options: KeeperOptions = {},
  ) {
    this.warmMs = options.warmMs ?? 10 * 60_000;
    this.settleMs = options.settleMs ?? 100;
    this.waitFrom = options.waitFrom ?? 20_000;
    this.stopListening = feed.onChange(() => {
      this.lastChangeAt = Date.now();
      if (this.warm()) this.schedule();
    });
  }

  /** Builds the first index in the background (the server does not wait for it). */
  start(): void {
    this.lastUsedAt = Date.now();
    this.schedule();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stopListening();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    // A timer cleared here never ends in a build: let whoever waits for one look again.
    this.buildEnded.fire();
    await this.building;
    this.built = null;
  }

  /**
   * A page of the process list from the index, or null when the index is not at the current
   * version (then the caller asks the database, and a build is on its way). "Current" is the
   * feed's version after the request's `feed.sync()`, which the response cache's onRequest hook
   * awaits for every signed-in route before its handler runs: a change another instance committed
   * before the request arrived has moved the version on by then.
   */
  page(query: ProcessListQuery): IndexedPage | null {
    // A malformed role id is the database path's to answer (an empty list).
    if (query.jobRoleId !== undefined && !isUuid(query.jobRoleId)) return null;
    this.lastUsedAt = Date.now();
    if (!this.feed.live || this.built?.version !== this.feed.version) {
      this.schedule();
      return null;
    }
    return this.built.index.search({
      term: query.search?.trim() || undefined,
      jobRoleId: query.jobRoleId,
      limit: query.limit,
      offset: query.offset ?? 0,
    });
  }

  /**
   * Waits (up to `timeoutMs`) for the index to reach the current version: for a whole list, which
   * the index answers in milliseconds and the database, at 100,000 processes, in seconds of the
   * server's own time (on PGlite). True when it did; false at once for a repository known to be small.
   */
  async caughtUp(timeoutMs: number): Promise<boolean> {
    if (this.lastSize < this.waitFrom) return false;
    const deadline = Date.now() + timeoutMs;
    const expired = sleep(timeoutMs, undefined, { ref: false });
    const current = () => this.feed.live && this.built?.version === this.feed.version;
    while (!current()) {
      if (Date.now() >= deadline || this.closed || !this.feed.live || this.failures > 0) return false;
      this.wanted = true;
      // Now a build is waiting or running (or the keeper is closed): its end wakes this loop.
      this.schedule();
      await Promise.race([this.buildEnded.next(), expired]);
    }
    return true;
  }

  /** The index's version, or null: for tests. */
  get indexedVersion(): number | null {
    return this.built?.version ?? null;
  }

  /**
   * Resolves once no build is waiting or running (at once when none is): for tests, which wait on
   * this event rather than on the clock. A build that ends with the index behind the feed schedules
   * the next before this looks again, so it resolves only when the keeper has nothing left to do.
   */
  async settled(): Promise<void> {
    while (this.timer || this.building) await this.buildEnded.next();
  }

  private warm(): boolean {
    return Date.now() - this.lastUsedAt < this.warmMs;
  }

  /**
   * When a build may start: once writes have settled, and not too soon after the last build
   * unless a request is waiting for it.
   */
  private startsIn(): number {
    return Math.max(this.lastChangeAt + this.settleMs, this.wanted ? 0 : this.notBefore) - Date.now();
  }

  private schedule(): void {
    // A waiting timer looks at the time again when it fires (or is set sooner); a running build
    // looks when it ends.
    if (this.closed || this.building) return;
    const wait = Math.max(0, this.startsIn());
    if (this.timer) {
      if (this.timerDue <= Date.now() + wait) return;
      clearTimeout(this.timer);
    }
    this.timerDue = Date.now() + wait;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.startsIn() > 0) return this.schedule();
      this.wanted = false;
      this.building = this.build().finally(() => {
        this.building = null;
        // After a failure, the next search or write asks again (not before notBefore). While the
        // feed is down no build can start (it would return at once, again and again): the feed's
        // return is a change, which schedules one.
        if (
          this.failures === 0 &&
          this.feed.live &&
          this.built?.version !== this.feed.version &&
          this.warm()
        ) {
          this.schedule();
        }
        this.buildEnded.fire();
      });
    }, wait);
    this.timer.unref();
  }

  private async build(): Promise<void> {
    const version = this.feed.version;
    if (this.closed || !this.feed.live || this.built?.version === version) return;
    // An index of an older version is never used again: free it before making the next.
    this.built = null;
    const work = new BuildWork(() => this.closed || this.feed.version !== version);
    try {
      const roles = await work.wait(this.db.select({ id: jobRoles.id, name: jobRoles.name }).from(jobRoles));
      const all = await loadProcesses(this.db, work);
      const index = await ProcessIndex.build(all, roles, { pause: () => work.pause() });
      await work.pause();
      this.built = { version, index };
      this.lastSize = index.size;
      this.log.debug(
        { version, processes: index.size, ownMs: Math.round(work.finish()) },
        'process index built',
      );
      this.failures = 0;
    } catch (error) {
      if (error instanceof Overtaken || this.closed) return;
      this.failures += 1;
      this.log.warn({ err: error }, 'process index build failed; lists and searches use the database');
    } finally {
      const retry = this.failures > 0 ? Math.min(60_000, 1000 * 2 ** (this.failures - 1)) : 0;
      this.notBefore = Date.now() + Math.max(4 * work.finish(), retry);
    }
  }
}

/** A promise for the next `fire()`, shared by everyone who asks before it. */
class Signal {
  private pending: { promise: Promise<void>; resolve: () => void } | null = null;

  next(): Promise<void> {
    if (!this.pending) {
      let resolve!: () => void;
      const promise = new Promise<void>((r) => {
        resolve = r;
      });
      this.pending = { promise, resolve };
    }
    return this.pending.promise;
  }

  fire(): void {
    const pending = this.pending;
    this.pending = null;
    pending?.resolve();
  }
}

/** A build that a write (or closing) made useless. */
class Overtaken extends Error {}

/**
 * The build's own time on the server's thread (not its waits for the database), which spaces
 * the builds, and its pauses, where it lets other requests run and stops once `overtaken`.
 */
class BuildWork {
  private busy = 0;
  private since = performance.now();

  constructor(private readonly overtaken: () => boolean) {}

  async pause(): Promise<void> {
    this.busy += performance.now() - this.since;
    if (this.overtaken()) throw new Overtaken();
    await breathe();
    this.since = performance.now();
  }

  async wait<T>(pending: PromiseLike<T>): Promise<T> {
    this.busy += performance.now() - this.since;
    try {
      return await pending;
    } finally {
      this.since = performance.now();
    }
  }

  /** The build's own time, in ms. */
  finish(): number {
    return this.busy + (performance.now() - this.since);
  }
}

/**
 * Every process, newest first, a chunk per statement (keyset over the newest-first index), each
 * chunk one JSON text.
 */
async function loadProcesses(db: Db, work: BuildWork): Promise<Process[]> {
  const all: Process[] = [];
  let after: string | null = null;
  for (;;) {
    await work.pause();
    const keyset: ReturnType<typeof sql> = after
      ? sql`WHERE (p.updated_at, p.id) < (split_part(${after}, '|', 1)::timestamptz, split_part(${after}, '|', 2)::uuid)`
      : sql``;
    const result = (await work.wait(
      db.execute(sql`
        WITH c AS (
          SELECT * FROM ${processes} p ${keyset}
          ORDER BY p.updated_at DESC, p.id DESC LIMIT ${sql.raw(String(LOAD_CHUNK))}
        )
        SELECT
          (SELECT coalesce(json_agg(${PROCESS_JSON} ORDER BY p.updated_at DESC, p.id DESC), '[]')::text FROM c p) AS items,
          (SELECT p.updated_at::text || '|' || p.id FROM c p ORDER BY p.updated_at, p.id LIMIT 1) AS last
      `),
    )) as unknown as { rows: { items: string; last: string | null }[] };
    const row = result.rows[0];
    const chunk = JSON.parse(row?.items ?? '[]') as Process[];
    for (const p of chunk) all.push(p);
    if (chunk.length < LOAD_CHUNK || !row?.last) return all;
    after = row.last;
  }
}
