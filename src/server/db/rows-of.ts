import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * The rows of a raw statement. Both drivers answer `db.execute` with `{ rows }`, which Drizzle's
 * types do not say (they differ by driver): the cast lives here once.
 */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
