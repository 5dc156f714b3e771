import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Database, migrationsFolder, openDatabase } from '../db/client';

/*
 * For tests of one migration: a database migrated only up to the migration before it, loaded with
 * rows as the last release wrote them, then migrated the rest of the way. PGlite, or a new database
 * on the PostgreSQL server of TEST_DATABASE_URL.
 */

/** A copy of the migrations folder that stops before `tag`: the database as the last release left it. */
export function migrationsBefore(tag: string): { folder: string; remove: () => void } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pmr-migrations-'));
  fs.cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at <= 0) throw new Error(`No migration ${tag} after the first`);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return { folder, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}

/** An empty database of its own (nothing migrated yet) and how to drop it. */
export async function scratchDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({});
    return { database, drop: () => database.close() };
  }
  const name = `pmr_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), createdHere: true });
  return {
    database,
    drop: async () => {
      await database.close();
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

/** Applies the migrations of `folder` (the default: all of them) that the database has not had. */
export function migrateTo(database: Database, folder: string = migrationsFolder()): Promise<void> {
  return database.kind === 'pglite'
    ? migratePglite(database.db as never, { migrationsFolder: folder })
    : migratePg(database.db as never, { migrationsFolder: folder });
}
