import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openPgliteClient } from './pglite-client';
import * as schema from './schema';

export type Schema = typeof schema;
/** The common surface of both drivers: services are written against this and run on either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; services that write take one so the audit event commits with the change. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or a transaction: read helpers accept both. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations; safe when several instances start at once. */
  migrate(): Promise<void>;
  /**
   * Subscribes to NOTIFY on `channel`. `onState(false)` reports a lost subscription (notifications
   * may have been missed) and `onState(true)` a working one; PGlite, in process, never loses it.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onState: (live: boolean) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… : a real PostgreSQL server. */
  url?: string;
  /** PGlite data directory; omitted means in memory (tests). */
  dataDir?: string;
}

/**
 * The migrations folder sits next to this module both in the source tree
 * (src/server/db/migrations) and in the build (dist/server/migrations, copied by the build).
 */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.join(here, 'migrations');
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir?: string): Promise<Database> {
  const { client, forDrizzle } = await openPgliteClient(dataDir);
  const db = drizzlePglite(forDrizzle, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
    },
    listen: async (channel, onMessage, onState) => {
      const unlisten = await client.listen(channel, onMessage);
      onState(true);
      return unlisten;
    },
    close: async () => {
      await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A pool error (server restart, dropped connection) must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const lockClient = await pool.connect();
      try {
        // Two instances starting together must not both apply the same migration.
        await lockClient.query('SELECT pg_advisory_lock(727274)');
        await migratePg(db as never, { migrationsFolder: migrationsFolder() });
      } finally {
        await lockClient.query('SELECT pg_advisory_unlock(727274)').catch(() => {});
        lockClient.release();
      }
    },
    listen: (channel, onMessage, onState) => listenPostgres(url, channel, onMessage, onState),
    close: async () => {
      await pool.end();
    },
  };
}

/**
 * A dedicated connection that LISTENs; on any failure it reports the subscription lost and
 * reconnects with back-off, reporting it live again once LISTEN succeeds.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onState: (live: boolean) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let delay = 250;
  const connect = async (): Promise<void> => {
    if (stopped) return;
    const c = new pg.Client({ connectionString: url });
    client = c;
    const lost = () => {
      if (client !== c) return;
      client = null;
      onState(false);
      c.end().catch(() => {});
      if (!stopped) setTimeout(() => void connect(), delay);
      delay = Math.min(delay * 2, 10_000);
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (msg) => {
      if (msg.channel === channel) onMessage(msg.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
      delay = 250;
      onState(true);
    } catch {
      lost();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    const c = client;
    client = null;
    await c?.end().catch(() => {});
  };
}

/** Round trip to the database, for /readyz. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
