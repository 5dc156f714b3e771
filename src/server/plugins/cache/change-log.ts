import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * Where a look at the change log (process_changes, migration 0014) must start to miss nothing
 * committed after this statement's snapshot: the oldest transaction still running then (every
 * later one has a greater id, whatever the order of commits). A look from it may see again a
 * change it saw before; whoever reads the log applies a change as "load this process again", which
 * changes nothing the second time.
 */
export const CHANGE_LOG_CURSOR = sql`pg_snapshot_xmin(pg_current_snapshot())::text`;

/**
 * Without a look for this long, a reader of the log starts again from scratch: the log keeps an
 * hour (pruneChangeLog), and the readers look at least every ten minutes while in use.
 */
export const CHANGE_LOG_GAP_MS = 30 * 60_000;

export async function readChangeLogCursor(db: Executor): Promise<string> {
  const result = (await db.execute(sql`SELECT ${CHANGE_LOG_CURSOR} AS cursor`)) as unknown as {
    rows: { cursor: string }[];
  };
  return result.rows[0]!.cursor;
}

/** Drops what every instance has long read (one that has not starts again, CHANGE_LOG_GAP_MS). */
export async function pruneChangeLog(db: Executor): Promise<void> {
  await db.execute(sql`DELETE FROM process_changes WHERE at < now() - interval '1 hour'`);
}
