import { randomBytes } from 'node:crypto';
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
   * Runs `work` while no other instance runs its own `exclusive` work on this database (start-up:
   * migrations, the demo seed). PostgreSQL: a session-level advisory lock on a dedicated
   * connection, released when `work` ends; PGlite: one process owns its data, nothing to wait for.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Subscribes to NOTIFY on `channels`, all on one connection. `onState(false)` reports a lost
   * subscription (notifications may have been missed) and `onState(true)` a working one; PGlite,
   * in process, never loses it.
   */
  subscribe(
    channels: readonly string[],
    onMessage: (channel: string, payload: string) => void,
    onState: (live: boolean) => void,
  ): Promise<Subscription>;
  close(): Promise<void>;
}

export interface Subscription {
  /**
   * PostgreSQL: resolves once every notification committed before the call has been handed to
   * `onMessage` (one NOTIFY to this subscription's own channel and its echo: a listener receives
   * notifications in commit order). Rejects when the subscription is lost first (it then reports
   * `onState(false)` before rejecting). Null on PGlite, where a notification is handed over while
   * the committing statement returns, before the writer can answer anyone.
   */
  barrier: (() => Promise<void>) | null;
  stop(): Promise<void>;
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
    exclusive: (work) => work(),
    subscribe: async (channels, onMessage, onState) => {
      const stops = await Promise.all(
        channels.map((channel) => client.listen(channel, (payload) => onMessage(channel, payload))),
      );
      onState(true);
      return { barrier: null, stop: async () => void (await Promise.all(stops.map((stop) => stop()))) };
    },
    close: async () => {
      await client.close();
    },
  };
}

/** The advisory lock key of start-up work (migrations, demo seed): the same on every instance. */
const STARTUP_LOCK_KEY = 727274;
/** A barrier whose echo has not come back by then counts as a lost subscription. */
const BARRIER_TIMEOUT_MS = 5000;

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A pool error (server restart, dropped connection) must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
    const lockClient = await pool.connect();
    let broken: Error | undefined;
    try {
      // Session-level, so it holds across the transactions `work` runs on other connections; a
      // second instance waits here, then sees what the first one did.
      await lockClient.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
      return await work();
    } finally {
      await lockClient.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch((error) => {
        broken = error;
      });
      // A connection whose unlock failed may still hold the lock: it is closed, not pooled.
      lockClient.release(broken);
    }
  };
  return {
    db,
    kind: 'postgres',
    // Drizzle's migrator creates its own schema and table, then applies what is missing: two at
    // once would both create them and both apply the same migration.
    migrate: () => exclusive(() => migratePg(db as never, { migrationsFolder: migrationsFolder() })),
    exclusive,
    subscribe: (channels, onMessage, onState) => subscribePostgres(url, channels, onMessage, onState),
    close: async () => {
      await pool.end();
    },
  };
}

/**
 * A dedicated connection that LISTENs on `channels` and on a channel of its own for barriers; on
 * any failure it reports the subscription lost, fails the barriers waiting, and reconnects with
 * back-off, reporting it live again once LISTEN succeeds.
 */
async function subscribePostgres(
  url: string,
  channels: readonly string[],
  onMessage: (channel: string, payload: string) => void,
  onState: (live: boolean) => void,
): Promise<Subscription> {
  // Only this subscription listens here, so no other instance receives (or pays for) its barriers.
  const own = `pmr_sync_${randomBytes(8).toString('hex')}`;
  let stopped = false;
  let client: pg.Client | null = null;
  /** Set once the current connection LISTENs: barriers go through it. */
  let ready: { client: pg.Client; lost: () => void } | null = null;
  let delay = 250;
  let sent = 0;
  const waiting = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  const failWaiting = () => {
    const failed = [...waiting.values()];
    waiting.clear();
    for (const barrier of failed) barrier.reject(new Error('the change subscription was lost'));
  };
  const connect = async (): Promise<void> => {
    if (stopped) return;
    const c = new pg.Client({ connectionString: url });
    client = c;
    const lost = () => {
      if (client !== c) return;
      client = null;
      ready = null;
      onState(false);
      failWaiting();
      c.end().catch(() => {});
      if (!stopped) setTimeout(() => void connect(), delay);
      delay = Math.min(delay * 2, 10_000);
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (msg) => {
      if (msg.channel === own) {
        const barrier = waiting.get(msg.payload ?? '');
        waiting.delete(msg.payload ?? '');
        barrier?.resolve();
      } else if (channels.includes(msg.channel)) {
        onMessage(msg.channel, msg.payload ?? '');
      }
    });
    try {
      await c.connect();
      await c.query([...channels, own].map((channel) => `LISTEN ${channel};`).join(' '));
      if (client !== c) return;
      delay = 250;
      ready = { client: c, lost };
      onState(true);
    } catch {
      lost();
    }
  };
  await connect();
  const barrier = () =>
    new Promise<void>((resolve, reject) => {
      const current = ready;
      if (!current || stopped) {
        reject(new Error('the change subscription is not live'));
        return;
      }
      const key = String(++sent);
      const timer = setTimeout(() => {
        // No echo: whatever this connection hears can no longer be trusted to be complete.
        if (waiting.has(key)) current.lost();
      }, BARRIER_TIMEOUT_MS);
      timer.unref();
      waiting.set(key, {
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      current.client.query('SELECT pg_notify($1, $2)', [own, key]).catch(() => current.lost());
    });
  return {
    barrier,
    stop: async () => {
      stopped = true;
      const c = client;
      client = null;
      ready = null;
      failWaiting();
      await c?.end().catch(() => {});
    },
  };
}

/** Round trip to the database, for /readyz. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
