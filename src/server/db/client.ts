import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Subscription, subscribePostgres } from './pg-subscription';
import { PgliteRemote } from './pglite-remote';
import * as schema from './schema';

export { LEASE_MS, LISTENER_APPLICATION, type SettleOutcome, type Subscription } from './pg-subscription';

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
  /**
   * Calls `listener` if the database stops under the app (PGlite's worker thread failed): nothing
   * can be read or written after that. Never on PostgreSQL, whose pool connects again.
   */
  whenStopped(listener: (error: Error) => void): void;
}

export interface DatabaseOptions {
  /** postgres://… : a real PostgreSQL server. */
  url?: string;
  /** PGlite data directory; omitted means in memory (tests). */
  dataDir?: string;
  /**
   * PostgreSQL: this process has just created the database and starts no other instance on it
   * before its first subscription listens (a scratch database of the tests). That subscription's
   * writes then need not wait out, in its first second, the leases of pings sent before it
   * listened: there were none.
   */
  createdHere?: boolean;
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
  if (options.url) return openPostgres(options.url, options.createdHere === true);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir?: string): Promise<Database> {
  const client = await PgliteRemote.open(dataDir);
  const db = drizzlePglite(client as never, { schema }) as unknown as Db;
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
      return {
        channel: null,
        barrier: null,
        settle: null,
        stop: async () => void (await Promise.all(stops.map((stop) => stop()))),
      };
    },
    close: async () => {
      await client.close();
    },
    whenStopped: (listener) => client.whenStopped(listener),
  };
}

/** The advisory lock key of start-up work (migrations, demo seed): the same on every instance. */
const STARTUP_LOCK_KEY = 727274;

async function openPostgres(url: string, createdHere: boolean): Promise<Database> {
  // Only the first subscription can be the database's first listener.
  let firstListener = createdHere;
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A pool error (server restart, dropped connection) must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // Export snapshots hold a connection for as long as a download takes: a pool of their own, so
  // that slow downloads never leave requests waiting for one.
  let snapshotPool: pg.Pool | null = null;
  readTransactions.set(
    db,
    readTransactionsOn(() => {
      if (!snapshotPool) {
        snapshotPool = new pg.Pool({
          connectionString: url,
          max: READ_TRANSACTION_LIMIT,
          application_name: READ_TRANSACTION_APPLICATION,
          idleTimeoutMillis: 10_000,
        });
        snapshotPool.on('error', () => {});
      }
      return snapshotPool;
    }),
  );
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
    subscribe: (channels, onMessage, onState) => {
      const first = firstListener;
      firstListener = false;
      return subscribePostgres(url, channels, onMessage, onState, { firstListener: first });
    },
    close: async () => {
      await Promise.all([pool.end(), (snapshotPool as pg.Pool | null)?.end()]);
    },
    whenStopped: () => {},
  };
}

/** At most this many read transactions (Export All downloads) at once per instance. */
export const READ_TRANSACTION_LIMIT = 4;
/** Their connections' application_name, as pg_stat_activity shows it. */
export const READ_TRANSACTION_APPLICATION = 'pmr-export';

/** A read-only transaction on a connection of its own: see openReadTransaction. */
export interface ReadTransaction {
  /** Runs every query inside the transaction. */
  executor: Db;
  /**
   * Ends the transaction and returns its connection to the pool; with `error` (the reader gave up,
   * perhaps mid-query) closes the connection instead, which ends the transaction on the server at
   * once. Only the first call does anything.
   */
  end(error?: Error): Promise<void>;
}

export interface ReadTransactionOptions {
  /**
   * The server ends the transaction after this long (and after this long idle, and a statement
   * after this long), whatever becomes of this process.
   */
  timeoutMs: number;
  /** Told once when the connection fails while the transaction is open (the server ended it). */
  onLost(error: Error): void;
}

/** Refused: READ_TRANSACTION_LIMIT read transactions are open already. */
export class ReadTransactionsBusyError extends Error {
  constructor() {
    super(`${READ_TRANSACTION_LIMIT} read transactions are open already`);
  }
}

const readTransactions = new WeakMap<Db, (options: ReadTransactionOptions) => Promise<ReadTransaction>>();

/**
 * PostgreSQL: a REPEATABLE READ, READ ONLY transaction on a pooled connection of its own, its
 * snapshot taken before this resolves: every query through `executor` sees the database as it was
 * then, while other connections write on. Throws ReadTransactionsBusyError when
 * READ_TRANSACTION_LIMIT are open. Null on PGlite: its one connection serves every request, and a
 * transaction held open there would make them all wait.
 */
export function openReadTransaction(
  db: Db,
  options: ReadTransactionOptions,
): Promise<ReadTransaction> | null {
  return readTransactions.get(db)?.(options) ?? null;
}

function readTransactionsOn(
  pool: () => pg.Pool,
): (options: ReadTransactionOptions) => Promise<ReadTransaction> {
  let open = 0;
  return async ({ timeoutMs, onLost }) => {
    // Counted here rather than left to the pool's queue: an export that cannot start is refused
    // at once instead of waiting, perhaps for as long as another one's download.
    if (open >= READ_TRANSACTION_LIMIT) throw new ReadTransactionsBusyError();
    open++;
    let client: pg.PoolClient;
    try {
      client = await pool().connect();
    } catch (error) {
      open--;
      throw error;
    }
    let ended = false;
    const lost = (error: Error) => {
      if (!ended) onLost(error);
    };
    client.on('error', lost);
    const end = async (error?: Error) => {
      if (ended) return;
      ended = true;
      open--;
      if (error) {
        // Closed, not pooled: a query may still be running on it. Errors of its last moments go nowhere.
        client.release(error);
        return;
      }
      let broken: Error | undefined;
      await client.query('COMMIT').catch((e: Error) => {
        broken = e;
      });
      client.removeListener('error', lost);
      client.release(broken);
    };
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      // A SELECT: it also takes the transaction's snapshot. transaction_timeout is PostgreSQL 17's.
      await client.query(
        `SELECT set_config('statement_timeout', $1, true),
                set_config('idle_in_transaction_session_timeout', $1, true),
                CASE WHEN current_setting('server_version_num')::int >= 170000
                     THEN set_config('transaction_timeout', $1, true) END`,
        [String(Math.max(1, Math.ceil(timeoutMs)))],
      );
    } catch (error) {
      await end(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
    return { executor: drizzlePg(client, { schema }) as unknown as Db, end };
  };
}

/** Round trip to the database, for /readyz. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
