import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { openReadTransaction, READ_TRANSACTION_APPLICATION, READ_TRANSACTION_LIMIT } from '../../db/client';
import * as schema from '../../db/schema';
import { artifacts, jobRoles, processes } from '../../db/schema';
import { holdDownload } from '../../testing/download';
import { setUpTestApp } from '../../testing/set-up-test-app';
import type { TestApp } from '../../testing/test-app';
import { unzip } from '../../testing/zip';
import { padFirstTable } from './testing/pad-first-table';

/*
 * PostgreSQL: an Export All download reads one REPEATABLE READ transaction on a connection of its
 * own (export-snapshot.test.ts shows what it sees). These tests watch that connection in
 * pg_stat_activity: held while a download waits, and given back on every way a download ends.
 */

/** The export connections of this test's database, by state. */
async function exportSessions(t: TestApp): Promise<string[]> {
  const result = (await t.database.db.execute(
    sql`select state from pg_stat_activity
        where datname = current_database() and application_name = ${READ_TRANSACTION_APPLICATION}`,
  )) as unknown as { rows: { state: string | null }[] };
  return result.rows.map((r) => r.state ?? 'unknown');
}

/** None of them inside a transaction. */
async function expectNoneInTransaction(t: TestApp): Promise<void> {
  await vi.waitFor(async () => expect((await exportSessions(t)).filter((s) => s !== 'idle')).toEqual([]), {
    timeout: 60_000,
  });
}

describe('Export All snapshots on PostgreSQL', () => {
  const t = setUpTestApp();

  beforeAll(async () => {
    await padFirstTable(t);
  });

  it('keeps one read-only transaction open while a download waits, and ends it with the download', async () => {
    const download = await holdDownload(t.app, t.cookie, '/api/export/all.zip');
    expect(download.statusCode).toBe(200);
    // One connection, inside its transaction (reading, or waiting for the client to read on).
    expect(await exportSessions(t)).toEqual([expect.stringMatching(/^(active|idle in transaction)$/)]);
    // Requests go on meanwhile, on the app's own pool.
    expect((await t.call('GET', '/api/processes?limit=1')).statusCode).toBe(200);
    expect((await unzip(await download.finish())).has('manifest.json')).toBe(true);
    await expectNoneInTransaction(t);
  });

  it('takes a REPEATABLE READ, READ ONLY snapshot with the server-side limits', async () => {
    // Long enough that a busy machine never lets the server end it between these statements.
    const transaction = await openReadTransaction(t.database.db, { timeoutMs: 60_000, onLost: () => {} })!;
    const show = async (setting: string) =>
      (
        (await transaction.executor.execute(sql.raw(`show ${setting}`))) as unknown as {
          rows: Record<string, string>[];
        }
      ).rows[0]![setting];
    expect(await show('transaction_isolation')).toBe('repeatable read');
    expect(await show('transaction_read_only')).toBe('on');
    expect(await show('idle_in_transaction_session_timeout')).toBe('1min');
    expect(await show('statement_timeout')).toBe('1min');
    const refused = await transaction.executor
      .execute(sql`insert into job_roles (name) values ('nope')`)
      .then(
        () => null,
        (error: Error) => error,
      );
    expect(String((refused?.cause as Error | undefined)?.message)).toMatch(/read-only transaction/);
    await transaction.end();
    await expectNoneInTransaction(t);
  });

  it('is ended by the server itself when left idle past its limit', async () => {
    let lost: (error: Error) => void = () => {};
    const lostError = new Promise<Error>((resolve) => {
      lost = resolve;
    });
    const transaction = await openReadTransaction(t.database.db, { timeoutMs: 300, onLost: lost })!;
    // Nothing more is asked of it: the server closes the connection and the client is told.
    expect(await lostError).toBeInstanceOf(Error);
    await transaction.end(new Error('lost'));
    await expectNoneInTransaction(t);
  });

  it('gives the connection back at once when the client goes away, however often', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // More than the snapshot connections there are: one not given back would refuse a later one.
    for (let i = 0; i < READ_TRANSACTION_LIMIT + 2; i++) {
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.get(
          { host: '127.0.0.1', port, path: '/api/export/all.zip', headers: { cookie: t.cookie } },
          (res) => {
            res.once('data', () => {
              req.destroy();
              resolve(res.statusCode ?? 0);
            });
          },
        );
        req.on('error', (error) => {
          if (!req.destroyed) reject(error);
        });
      });
      expect(status).toBe(200);
      await expectNoneInTransaction(t);
    }
    expect((await t.call('GET', '/api/processes?limit=1')).statusCode).toBe(200);
  });

  it('refuses more downloads at once than it has snapshot connections for, with 409', async () => {
    const held = [];
    for (let i = 0; i < READ_TRANSACTION_LIMIT; i++)
      held.push(await holdDownload(t.app, t.cookie, '/api/export/all.xlsx'));
    const refused = await t.call('GET', '/api/export/all.zip');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Export All downloads are running/);
    for (const download of held) await download.finish();
    expect((await t.call('GET', '/api/export/all.zip')).statusCode).toBe(200);
  });
});

describe('Export All time limit on PostgreSQL', () => {
  const t = setUpTestApp({ exportTimeoutMs: 1000 });

  beforeAll(async () => {
    await padFirstTable(t);
  });

  it('ends the transaction of a download its reader stopped reading', async () => {
    const download = await holdDownload(t.app, t.cookie, '/api/export/all.zip');
    expect(download.statusCode).toBe(200);
    expect(await download.outcome()).toBeInstanceOf(Error);
    await expectNoneInTransaction(t);
    expect((await t.call('GET', '/api/processes?limit=1')).statusCode).toBe(200);
  });
});

/** The URL of this test's own database (TEST_DATABASE_URL names the server; each file gets a database). */
async function databaseUrl(t: TestApp): Promise<string> {
  const result = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${result.rows[0]!.name}`;
  return url.toString();
}

/** What the export connections inside a statement are waiting for, with the statement. */
async function exportWaits(t: TestApp): Promise<{ wait: string | null; query: string }[]> {
  const result = (await t.database.db.execute(
    sql`select wait_event_type as wait, query from pg_stat_activity
        where datname = current_database() and application_name = ${READ_TRANSACTION_APPLICATION}
          and state = 'active'`,
  )) as unknown as { rows: { wait: string | null; query: string }[] };
  return result.rows;
}

/** The values under `header` of a sheet (found by its heading, so the columns may move). */
function column(workbook: ExcelJS.Workbook, sheet: string, header: string): unknown[] {
  const [headings, ...rows] = (workbook.getWorksheet(sheet)!.getSheetValues() as unknown[][]).filter(Boolean);
  const index = headings!.indexOf(header);
  expect(index, `${sheet}: ${header}`).toBeGreaterThan(0);
  return rows.map((r) => r[index]);
}

/*
 * The workbook's snapshot, proved against writes that land between its reads. exceljs reads every
 * row before it sends a byte, so a write made after the first chunk (as the zip tests do) comes
 * after all reads whatever the isolation: such a test cannot fail. Here another connection holds
 * the artifacts table locked, so the export stops at its Artifacts sheet, after the Job Roles and
 * Processes sheets have read (the snapshot taken already); the writes commit while it waits.
 * PGlite has no such test: its one connection cannot hold a lock while the export reads, and the
 * export there reads everything inside one transaction before it answers.
 */
describe('Export All workbook snapshot on PostgreSQL', () => {
  const t = setUpTestApp();

  it('leaves out of a workbook every write committed between its reads', async () => {
    const before = await t.writeDirectly(async (db) => {
      const [role] = await db.insert(jobRoles).values({ name: 'Workbook Role' }).returning();
      const [process] = await db
        .insert(processes)
        .values({ name: 'Process before', jobRoleId: role!.id })
        .returning();
      const [artifact] = await db
        .insert(artifacts)
        .values({ processId: process!.id, type: 'pain_points', state: 'as_is', name: 'Artifact before' })
        .returning();
      return { role: role!, process: process!, artifact: artifact! };
    });

    const locker = new pg.Client({ connectionString: await databaseUrl(t) });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE artifacts IN ACCESS EXCLUSIVE MODE');
      const downloading = t.call('GET', '/api/export/all.xlsx');
      // The export waits for the lock, reading artifacts; its snapshot was taken when it began.
      await vi.waitFor(
        async () =>
          expect(await exportWaits(t)).toEqual([
            { wait: 'Lock', query: expect.stringContaining('"artifacts"') },
          ]),
        { timeout: 60_000 },
      );

      const w = drizzle(locker, { schema });
      const [added] = await w
        .insert(processes)
        .values({ name: 'Process added', jobRoleId: before.role.id })
        .returning();
      await w.insert(artifacts).values({
        processId: added!.id,
        type: 'pain_points',
        state: 'as_is',
        name: 'Artifact of the added process',
      });
      await w.insert(artifacts).values({
        processId: before.process.id,
        type: 'pain_points',
        state: 'as_is',
        name: 'Artifact added',
      });
      await w.update(processes).set({ name: 'Process after' }).where(eq(processes.id, before.process.id));
      await w.update(artifacts).set({ name: 'Artifact after' }).where(eq(artifacts.id, before.artifact.id));
      await locker.query('COMMIT');

      const res = await downloading;
      expect(res.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      expect(column(workbook, 'Processes', 'Process Name')).toEqual(['Process before']);
      // Read after the writes committed, from the snapshot taken before them.
      expect(column(workbook, 'Artifacts', 'Name')).toEqual(['Artifact before']);
      expect(column(workbook, 'Artifacts', 'Process')).toEqual(['Process before']);
    } finally {
      // Rolls back a transaction left open by a failure, which lets the export go on.
      await locker.end();
    }
  });
});
