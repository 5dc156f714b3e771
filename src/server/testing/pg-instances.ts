import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { type Database, openDatabase } from '../db/client';
import { ChangeFeed } from '../plugins/cache/change-feed';
import { TEST_ACCESS_CODE, testConfig } from './test-app';

/*
 * Several app instances on one PostgreSQL database, as a load balancer runs them: for the suites
 * (*.pg.test.ts) of what must hold across instances.
 */

/** The PostgreSQL server of TEST_DATABASE_URL; the suites that need one refuse to run without it. */
export function postgresServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL ?? '';
  if (!url) throw new Error('This suite runs on PostgreSQL: set TEST_DATABASE_URL (npm test does).');
  return url;
}

/** A new, empty database on that server (`prefix` names it) and how to drop it. */
export async function scratchPostgres(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = postgresServerUrl();
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(statement);
    await admin.end();
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export interface Instance {
  app: FastifyInstance;
  feed: ChangeFeed;
  database: Database;
  /** `http://127.0.0.1:port` when started with `listen`, else null (app.inject only). */
  base: string | null;
}

/** One app instance as main.ts starts it: its own pool, its own change feed, its own caches. */
export async function startInstance(url: string, { listen = false } = {}): Promise<Instance> {
  const database = await openDatabase({ url });
  await database.migrate();
  const feed = new ChangeFeed();
  await feed.start(database);
  const app = await buildApp({
    config: testConfig(),
    db: database.db,
    accessCodes: [TEST_ACCESS_CODE],
    feed,
  });
  if (!listen) {
    await app.ready();
    return { app, feed, database, base: null };
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, feed, database, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

export async function stopInstance(instance: Instance | undefined): Promise<void> {
  await instance?.app.close();
  await instance?.feed.stop();
  await instance?.database.close();
}
