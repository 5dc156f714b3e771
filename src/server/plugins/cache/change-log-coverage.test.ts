import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../testing/test-app';

type Rows<T> = { rows: T[] };

/**
 * The response cache trusts the change log to name everything a notification announced
 * (change-scopes.ts). pmr_notify_change logs a change to everything for any table it does not
 * name; a table it names must log its rows itself, or its writes would expire nothing.
 */
describe('the change log covers every announced change', () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(async () => drop());

  it('gives every table pmr_notify_change leaves to its own log a trigger that logs its rows', async () => {
    const { rows } = (await database.db.execute(sql`
      SELECT c.relname AS name, array_agg(DISTINCT p.proname::text) AS functions
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
      WHERE NOT t.tgisinternal GROUP BY c.relname
    `)) as unknown as Rows<{ name: string; functions: string[] }>;
    const [notify] = (
      (await database.db.execute(
        sql`SELECT prosrc FROM pg_proc WHERE proname = 'pmr_notify_change'`,
      )) as unknown as Rows<{ prosrc: string }>
    ).rows;
    const announced = rows.filter((r) => r.functions.includes('pmr_notify_change'));
    expect(announced.length).toBeGreaterThan(10);
    const selfLogged = announced.filter((r) => notify!.prosrc.includes(`'${r.name}'`));
    expect(selfLogged.map((r) => r.name)).toEqual(
      expect.arrayContaining(['processes', 'audit_events', 'artifacts']),
    );
    const unlogged = selfLogged.filter((r) => !r.functions.some((f) => f.startsWith('pmr_log_')));
    expect(unlogged.map((r) => r.name)).toEqual([]);
  });

  it('logs a change to everything for a table that does not log its own rows', async () => {
    const before = (
      (await database.db.execute(
        sql`SELECT count(*)::int AS n FROM process_changes WHERE kind = 'g'`,
      )) as unknown as Rows<{ n: number }>
    ).rows[0]!.n;
    await database.db.execute(sql`DELETE FROM files WHERE false`);
    await database.db.execute(sql`TRUNCATE impact_suggestion_dismissals`);
    const after = (
      (await database.db.execute(
        sql`SELECT count(*)::int AS n FROM process_changes WHERE kind = 'g'`,
      )) as unknown as Rows<{ n: number }>
    ).rows[0]!.n;
    // The files statement (no own log) and the truncation (of a table that logs its rows) each.
    expect(after - before).toBe(2);
  });
});
