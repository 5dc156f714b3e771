import type { FastifyBaseLogger } from 'fastify';
import { isUuid } from '../../../core/schemas/common';
import type { ProcessListQuery } from '../../../core/schemas/process';
import type { Db } from '../../db/client';
import type { ChangeFeed } from '../../plugins/cache/change-feed';
import {
  CHANGE_LOG_GAP_MS as GAP_MS,
  pruneChangeLog,
  readChangeLogCursor,
} from '../../plugins/cache/change-log';
import { type IndexedPage, ProcessIndex } from './process-index';
import { changesSince, loadProcesses } from './process-index-loads';
import { BuildWork, Signal } from './process-index-work';

declare module 'fastify' {
  interface FastifyInstance {
    processIndex: ProcessIndexKeeper;
  }
}

export interface KeeperOptions {
  /** caughtUp waits for a first build only from this many processes on (below, the database answers quickly). */
  waitFrom?: number;
}

const HEARTBEAT_MS = 10 * 60_000;

/**
 * Keeps a ProcessIndex of every process at the change feed's current version. A list or search
 * uses it only at exactly that version, so it never misses a write, here or on another instance;
 * at any other moment the caller waits for it to catch up (caughtUp) or asks the database.
 *
 * The index is built whole only at start and after a gap (the change log no longer holds what was
 * missed, or the processes table was emptied). Otherwise every step of the feed makes the keeper
 * read the change log (process_changes, written by triggers) from where it left off and apply each
 * written or deleted process to the index in place: one short statement per write, shared by every
 * read that waits for it. Now and then the index is compacted from memory beside the one in use.
 */
export class ProcessIndexKeeper {
  private index: ProcessIndex | null = null;
  /** What the keeper has done: whole builds, looks at the change log, compactions, answers (tests, the bench). */
  readonly stats = { builds: 0, looks: 0, compactions: 0, answers: 0 };
  /** The feed version the index is at (-1: not yet caught up). */
  private version = -1;
  /** Where the next look at the change log starts (an xid8, as text). */
  private cursor: string | null = null;
  private lookedAt = 0;
  private prunedAt = 0;
  private running: Promise<void> | null = null;
  private again = false;
  /** A look at the change log is due although the feed has not moved (the heartbeat). */
  private due = false;
  /** A compaction on its way, and the changes applied meanwhile, to apply to its result too. */
  private compacting: { done: Promise<void>; replay: ((index: ProcessIndex) => void)[] } | null = null;
  private timer: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  /** Steps failed in a row: each retry waits twice as long as the one before (1 s, 2 s, … 1 min). */
  private failures = 0;
  private retryAt = 0;
  private closed = false;
  /** Fired whenever a step ends (and on closing): what settled() and caughtUp() wait on. */
  private readonly stepEnded = new Signal();
  private readonly stopListening: () => void;
  private readonly waitFrom: number;
  /** Processes in the last index built; unknown before the first. */
  private lastSize = Number.POSITIVE_INFINITY;

  constructor(
    private readonly db: Db,
    private readonly feed: ChangeFeed,
    private readonly log: FastifyBaseLogger,
    options: KeeperOptions = {},
  ) {
    this.waitFrom = options.waitFrom ?? 20_000;
    this.stopListening = feed.onChange(() => this.kick());
  }

  /** Builds the first index in the background (the server does not wait for it). */
  start(): void {
    // Even without writes, a look now and then: a keeper that has not looked for GAP_MS builds again.
    this.heartbeat = setInterval(() => {
      this.due = true;
      this.kick();
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
    this.kick();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stopListening();
    if (this.timer) clearTimeout(this.timer);
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.timer = null;
    this.stepEnded.fire();
    await this.running;
    await this.compacting?.done;
    this.index = null;
  }

  /**
   * A page of the process list from the index, or null when the index is not at the current
   * version. "Current" is the feed's version after the request's `feed.readable()`, which the
   * response cache's onRequest hook awaits for every signed-in route before its handler runs: a
   * write another instance answered before the request arrived has moved the version on by then
   * (a lease, or a round trip), so an index behind it waits for its one short catch-up statement.
   */
  page(query: ProcessListQuery): IndexedPage | null {
    // A malformed role id is the database path's to answer (an empty list).
    if (query.jobRoleId !== undefined && !isUuid(query.jobRoleId)) return null;
    if (!this.current()) {
      this.kick();
      return null;
    }
    this.stats.answers += 1;
    return this.index!.search({
      term: query.search?.trim() || undefined,
      jobRoleId: query.jobRoleId,
      limit: query.limit,
      offset: query.offset ?? 0,
    });
  }

  /**
   * One process's JSON from the index (null: no such process), or undefined when the index is not
   * at the current version (the same rule as page()).
   */
  one(id: string): Buffer | null | undefined {
    if (!this.current()) {
      this.kick();
      return undefined;
    }
    this.stats.answers += 1;
    // The database reads an id in any case (a uuid), and keeps it in lower case.
    return this.index!.jsonOfOne(id.toLowerCase());
  }

  /**
   * Waits (up to `timeoutMs`) for the index to reach the current version. True when it did. A
   * built index behind the feed is always waited for (one short statement); a first build only
   * for a repository not known to be small, whose whole list the database would take seconds for.
   */
  async caughtUp(timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!this.current()) {
      if (!this.index && this.lastSize < this.waitFrom) return false;
      if (Date.now() >= deadline || this.closed || !this.feed.live || this.failures > 0) return false;
      this.kick();
      const left = deadline - Date.now();
      let expire: NodeJS.Timeout | undefined;
      const expired = new Promise<void>((resolve) => {
        expire = setTimeout(resolve, left);
      });
      await Promise.race([this.stepEnded.next(), expired]);
      clearTimeout(expire);
    }
    return true;
  }

  /** The index's version, or null: for tests. */
  get indexedVersion(): number | null {
    return this.index && this.version >= 0 ? this.version : null;
  }

  /** Resolves once nothing is running or waiting to run: for tests, which wait on this event. */
  async settled(): Promise<void> {
    while (this.running || this.compacting || this.timer) await this.stepEnded.next();
  }

  private current(): boolean {
    return this.feed.live && this.index !== null && this.version === this.feed.version;
  }

  /** Starts the next step (a build, or a look at the change log) unless one runs or none is due. */
  private kick(): void {
    if (this.closed || !this.feed.live) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.current() && !this.due && !this.index!.needsCompacting) return;
    const wait = this.failures > 0 ? this.retryAt - Date.now() : 0;
    if (wait > 0) {
      this.timer ??= setTimeout(() => {
        this.timer = null;
        this.kick();
        // A kick that started nothing (the feed went down meanwhile) still ends this wait.
        if (!this.running) this.stepEnded.fire();
      }, wait);
      this.timer.unref();
      return;
    }
    this.again = false;
    this.running = this.step()
      .catch((error) => {
        this.failures += 1;
        this.retryAt = Date.now() + Math.min(60_000, 1000 * 2 ** (this.failures - 1));
        this.log.warn({ err: error }, 'process index update failed; lists and searches use the database');
      })
      .finally(() => {
        this.running = null;
        // A failure waits for the next read or write to ask again (not before retryAt).
        if (this.failures === 0 && (this.again || !this.current())) this.kick();
        this.stepEnded.fire();
      });
  }

  private async step(): Promise<void> {
    const version = this.feed.version;
    this.due = false;
    if (!this.index || !this.cursor || Date.now() - this.lookedAt > GAP_MS) await this.build();
    if (this.closed || !this.index) return;
    const changes = await changesSince(this.db, this.cursor!);
    this.stats.looks += 1;
    this.failures = 0;
    if (changes.gap) {
      // Emptied (a restore): nothing in the index is right any more.
      this.index = null;
      this.version = -1;
      this.again = true;
      return;
    }
    const apply = (index: ProcessIndex) => {
      if (changes.roles) index.setRoles(changes.roles);
      for (const id of changes.deleted) index.remove(id);
      for (const { key, process } of changes.written) index.upsert(process, key);
    };
    apply(this.index);
    this.compacting?.replay.push(apply);
    this.cursor = changes.cursor;
    this.lookedAt = Date.now();
    this.version = version;
    if (this.lookedAt - this.prunedAt > HEARTBEAT_MS) {
      this.prunedAt = this.lookedAt;
      await pruneChangeLog(this.db);
    }
    if (this.index.needsCompacting && !this.compacting) this.compact(this.index);
  }

  private async build(): Promise<void> {
    // The old index is never used again: free it before making the next.
    this.index = null;
    this.version = -1;
    const work = new BuildWork(() => this.closed);
    // Read before the processes: whatever is written while they load is in the log from here on.
    const cursor = await work.wait(readChangeLogCursor(this.db));
    const { roles, processes, keys } = await loadProcesses(this.db, work);
    const index = await ProcessIndex.build(processes, roles, { keys, pause: () => work.pause() });
    this.index = index;
    this.cursor = cursor;
    this.lookedAt = Date.now();
    this.lastSize = index.size;
    this.stats.builds += 1;
    this.log.debug({ processes: index.size, ownMs: Math.round(work.finish()) }, 'process index built');
  }

  /** A new base for `index`, made beside it; the changes applied meanwhile are applied to it too. */
  private compact(index: ProcessIndex): void {
    const replay: ((index: ProcessIndex) => void)[] = [];
    const work = new BuildWork(() => this.closed || this.index !== index);
    const done = index
      .compacted({ pause: () => work.pause() })
      .then((next) => {
        if (this.index !== index) return;
        for (const apply of replay) apply(next);
        this.index = next;
        this.stats.compactions += 1;
        this.log.debug({ processes: next.size, ownMs: Math.round(work.finish()) }, 'process index compacted');
      })
      .catch(() => {
        // Overtaken by a build (or closing): nothing to keep.
      })
      .finally(() => {
        this.compacting = null;
        this.stepEnded.fire();
      });
    this.compacting = { done, replay };
  }
}
