import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client';
import { openReadSnapshot } from './read-snapshot';

/*
 * The PGlite side of openReadSnapshot: what `read` yields is spilled to a file inside one short
 * transaction and replayed from it. (Its PostgreSQL side is a transaction of its own: see
 * exchange/export-snapshot.pg.test.ts.)
 */
describe('openReadSnapshot on PGlite', () => {
  let database: Database;
  const options = () => ({ timeoutMs: 60_000, signal: new AbortController().signal, onLost: () => {} });

  beforeAll(async () => {
    database = await openDatabase({});
    await database.migrate();
  });
  afterAll(async () => database.close());

  it('replays every value as it was yielded: large ones, dates, bytes, holes', async () => {
    const big = randomBytes(3 * 1024 * 1024).toString('base64');
    const values: unknown[] = [
      'first',
      { at: new Date('2026-01-02T03:04:05.678Z'), bytes: Buffer.from([1, 2, 3]) },
      ['cell', 4, null, undefined, new Date(0)],
      big,
      ...Array.from({ length: 20_000 }, (_, i) => `row ${i}`),
      'last',
    ];
    const snapshot = await openReadSnapshot(
      database.db,
      async function* (_ex, mode) {
        expect(mode.spilled).toBe(true);
        yield* values;
      },
      options(),
    );
    expect(snapshot.executor).toBeNull();
    const replayed: unknown[] = [];
    for await (const value of snapshot.values) replayed.push(value);
    await snapshot.end();
    expect(replayed).toHaveLength(values.length);
    expect(replayed[1]).toEqual(values[1]);
    expect((replayed[1] as { at: unknown }).at).toBeInstanceOf(Date);
    expect(replayed[2]).toEqual(values[2]);
    expect(replayed[3]).toBe(big);
    expect(replayed.at(-1)).toBe('last');
  });

  it('reads inside one read-only transaction', async () => {
    const refused = await openReadSnapshot(
      database.db,
      async function* (ex) {
        await ex.execute(sql`insert into job_roles (name) values ('Written by a snapshot')`);
        yield 'never';
      },
      options(),
    ).then(
      () => null,
      (error: Error) => error,
    );
    expect(String((refused?.cause as Error | undefined)?.message)).toMatch(/read-only transaction/);
    const rows = (await database.db.execute(sql`select count(*)::int as n from job_roles`)) as unknown as {
      rows: { n: number }[];
    };
    expect(rows.rows[0]!.n).toBe(0);
  });

  it('stops copying once aborted, and the database goes on serving', async () => {
    const aborted = new AbortController();
    await expect(
      openReadSnapshot(
        database.db,
        async function* () {
          yield 'one';
          aborted.abort();
          yield 'two';
        },
        { ...options(), signal: aborted.signal },
      ),
    ).rejects.toThrow(/aborted/);
    await expect(database.db.execute(sql`select 1`)).resolves.toBeDefined();
  });
});
