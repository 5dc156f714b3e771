import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Database } from './db/client';
import { divisions, jobRoles, processes } from './db/schema';
import { openConfiguredDatabase, seedIfEmpty } from './startup';
import { testConfig } from './testing/test-app';

const serverUrl = process.env.TEST_DATABASE_URL ?? '';
if (!serverUrl) throw new Error('This suite runs on PostgreSQL: set TEST_DATABASE_URL (npm test does).');
const INSTANCES = 3;

async function withNewDatabase(run: (url: string) => Promise<void>): Promise<void> {
  const name = `pmr_start_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** The start-up sequence of main.ts up to serving: open and migrate, then seed when empty. */
async function startUp(url: string, lines: string[]): Promise<Database> {
  const config = testConfig({ databaseUrl: url, demoData: true });
  const database = await openConfiguredDatabase(config);
  await seedIfEmpty(database, config, { info: (line) => lines.push(line) });
  return database;
}

/**
 * Instances behind a load balancer are started together (a deploy, a restart of the whole set) on
 * one PostgreSQL that may still be empty: each must come up, and the demo set must be there once.
 */
describe('several instances starting at once on one empty PostgreSQL', () => {
  it(`starts ${INSTANCES} instances together: all come up, the demo data is loaded exactly once (3 rounds)`, async () => {
    for (let round = 0; round < 3; round++) {
      await withNewDatabase(async (url) => {
        const lines: string[] = [];
        const started = await Promise.allSettled(
          Array.from({ length: INSTANCES }, () => startUp(url, lines)),
        );
        const databases = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
        try {
          expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'up'))).toEqual(
            Array(INSTANCES).fill('up'),
          );
          // One instance seeded (the product's divisions, then the demo); the others found its data.
          expect(lines).toHaveLength(2);
          expect(lines[0]).toBe("Loaded the product's 27 divisions.");
          const seeded = /Loaded demo data: (\d+) job roles, (\d+) processes, \d+ artifacts/.exec(lines[1]!);
          expect(seeded).not.toBeNull();
          const db = databases[0]!.db;
          const [roles] = await db.select({ n: count() }).from(jobRoles);
          const [procs] = await db.select({ n: count() }).from(processes);
          const [divs] = await db.select({ n: count() }).from(divisions);
          expect([roles?.n, procs?.n].map(Number)).toEqual(seeded!.slice(1, 3).map(Number));
          expect(Number(divs?.n)).toBe(27);
          expect(Number(roles?.n)).toBeGreaterThan(0);
          // A later start (a restart of one instance) leaves the data as it is.
          await startUp(url, lines).then((again) => again.close());
          expect(lines).toHaveLength(2);
          const [rolesAfter] = await db.select({ n: count() }).from(jobRoles);
          expect(rolesAfter?.n).toBe(roles?.n);
        } finally {
          await Promise.all(databases.map((database) => database.close()));
        }
      });
    }
  }, 120_000);
});
