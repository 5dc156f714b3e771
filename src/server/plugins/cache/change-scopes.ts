import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { processChanges } from '../../db/schema';
import type { ChangeFeed } from './change-feed';
import { CHANGE_LOG_CURSOR, CHANGE_LOG_GAP_MS } from './change-log';

/** What a kept answer depends on: one process (its id, lower case), or null: anything at all. */
export type Scope = string | null;

/** Whether kept answers still hold after the changes this instance has heard of. */
export interface Scopes {
  /**
   * Whether an answer about `scope`, computed from the database at feed version `version`, holds
   * at the feed's current version; undefined while a change heard since is not looked up yet
   * (`catchUp` first).
   */
  holds(scope: Scope, version: number): boolean | undefined;
  /** Resolves once every change heard so far is looked up (or looking failed: nothing holds then). */
  catchUp(): Promise<void>;
}

/** Without a change log: every change expires every answer. */
export function everythingExpires(feed: ChangeFeed): Scopes {
  return { holds: (_scope, version) => version === feed.version, catchUp: async () => {} };
}

/** Change log kinds whose rows name the process they changed (migrations 0014 and 0018). */
const SCOPED_KINDS = sql.raw(`('p', 'f', 'c')`);
/** More processes than this changed at once (a bulk import): counted as a change to everything. */
const MAX_IDS = 5000;
/** Processes remembered with the version they last changed at; past it, a change to everything. */
const MAX_TRACKED = 100_000;

type Rows<T> = { rows: T[] };

/** What a look at the log found: `ids` null when too many processes changed to name them. */
interface Found {
  cursor: string;
  everything: boolean;
  anything: boolean;
  ids: string[] | null;
}

/**
 * Which answers each heard change expires, read from the change log (process_changes): a write to
 * one process expires the answers about that process and the answers about the whole repository,
 * and keeps every other process's. Every table that announces a change logs a row for it (0018):
 * with its process, or as a change to everything.
 *
 * A look at the log starts at some feed version and sees every change heard by then; it may see
 * some not heard yet, committed after. Those are expired as of the version the feed reaches once it
 * has heard them too (a sync after the look): an answer computed from an earlier version may have
 * missed them, one computed from that version on started after they committed.
 */
export class ChangeScopes implements Scopes {
  private cursor: string | null = null;
  private lookedAt = 0;
  private restarts = -1;
  /** Every change heard at or before this feed version has been looked up. */
  private known = -1;
  /** Answers computed before this version hold nothing: a change to everything came after. */
  private everything = 0;
  /** Answers about anything (scope null) computed before this version are expired. */
  private anything = 0;
  private readonly processes = new Map<string, number>();
  private looking: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly feed: ChangeFeed,
    private readonly onError: (error: unknown) => void,
  ) {}

  holds(scope: Scope, version: number): boolean | undefined {
    if (version === this.feed.version) return true;
    if (this.known < this.feed.version) return undefined;
    if (version < this.everything) return false;
    if (scope === null) return version >= this.anything;
    return version >= (this.processes.get(scope) ?? 0);
  }

  async catchUp(): Promise<void> {
    const target = this.feed.version;
    // The look on its way may have started before `target`; one more after it sees it for sure,
    // unless it fails (then nothing kept holds for this request: it asks the database).
    for (let looks = 0; looks < 2 && this.known < target && this.feed.live; looks++) {
      this.looking ??= this.look().finally(() => {
        this.looking = null;
      });
      await this.looking;
    }
  }

  private async look(): Promise<void> {
    const from = this.feed.version;
    const restarts = this.feed.restarts;
    const fresh =
      this.cursor === null || restarts !== this.restarts || Date.now() - this.lookedAt > CHANGE_LOG_GAP_MS;
    let found: Found;
    try {
      found = fresh ? await this.start() : await this.read(this.cursor!);
      // Hear every change the look saw before saying from which version on it is seen.
      await this.feed.sync();
    } catch (error) {
      this.onError(error);
      return;
    }
    const seen = this.feed.version;
    if (fresh || found.everything || found.ids === null || this.processes.size > MAX_TRACKED) {
      this.everything = seen;
      this.processes.clear();
    }
    if (found.anything || fresh) this.anything = seen;
    for (const id of found.ids ?? []) this.processes.set(id, seen);
    this.cursor = found.cursor;
    this.lookedAt = Date.now();
    this.restarts = restarts;
    this.known = from;
  }

  private async start(): Promise<Found> {
    const result = (await this.db.execute(sql`SELECT ${CHANGE_LOG_CURSOR} AS cursor`)) as unknown as Rows<{
      cursor: string;
    }>;
    return { cursor: result.rows[0]!.cursor, everything: true, anything: true, ids: null };
  }

  private async read(cursor: string): Promise<Found> {
    const result = (await this.db.execute(sql`
      WITH c AS (SELECT DISTINCT kind, process_id FROM ${processChanges} WHERE xid >= ${cursor}::xid8)
      SELECT ${CHANGE_LOG_CURSOR} AS cursor,
        EXISTS (SELECT 1 FROM c WHERE kind NOT IN ${SCOPED_KINDS}) AS everything,
        EXISTS (SELECT 1 FROM c) AS anything,
        (SELECT coalesce(json_agg(id), '[]')::text FROM (
          SELECT DISTINCT process_id AS id FROM c
          WHERE kind IN ${SCOPED_KINDS} AND process_id IS NOT NULL LIMIT ${MAX_IDS + 1}
        ) ids) AS ids
    `)) as unknown as Rows<{ cursor: string; everything: boolean; anything: boolean; ids: string }>;
    const row = result.rows[0]!;
    const ids = JSON.parse(row.ids) as string[];
    return {
      cursor: row.cursor,
      everything: row.everything,
      anything: row.anything,
      ids: ids.length > MAX_IDS ? null : ids,
    };
  }
}
