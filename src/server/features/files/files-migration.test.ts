import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrationsFolder, openDatabase } from '../../db/client';
import { CHUNK_BYTES, readWholeFile } from '../../plugins/files';

/** A copy of the migrations folder that stops before `tag`: the database as the last release left it. */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmr-migrations-'));
  fs.cpSync(migrationsFolder(), dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe('migration 0010_file_chunks', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let folder: string;

  beforeAll(async () => {
    folder = migrationsBefore('0010_file_chunks');
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) {
      database = await openDatabase({});
      drop = () => database.close();
      return;
    }
    const name = `pmr_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ url: url.toString() });
    drop = async () => {
      await database.close();
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    };
  });
  afterAll(async () => {
    await drop?.();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  const migrateWith = (migrationsFolder: string) =>
    database.kind === 'pglite'
      ? migratePglite(database.db as never, { migrationsFolder })
      : migratePg(database.db as never, { migrationsFolder });

  it('moves every stored file into chunks of the size the app writes, byte for byte', async () => {
    await migrateWith(folder);
    const sizes = [0, 1, CHUNK_BYTES - 1, CHUNK_BYTES, CHUNK_BYTES + 1, 2 * CHUNK_BYTES + 3];
    const datas = sizes.map((n) => randomBytes(n));
    const ids: string[] = [];
    for (const [i, data] of datas.entries()) {
      const result = await database.db.execute(sql`
        insert into files (name, media_type, size, sha256, data)
        values (${`f${i}.pdf`}, 'application/pdf', ${data.length}, ${createHash('sha256').update(data).digest('hex')}, ${data})
        returning id`);
      ids.push((result as unknown as { rows: { id: string }[] }).rows[0]!.id);
    }

    await migrateWith(migrationsFolder());

    const columns = await database.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'files' order by column_name`,
    );
    const names = (columns as unknown as { rows: { column_name: string }[] }).rows.map((r) => r.column_name);
    expect(names).toContain('complete');
    expect(names).not.toContain('data');

    for (const [i, data] of datas.entries()) {
      const file = await readWholeFile(database.db, ids[i]!);
      expect(file, `size ${sizes[i]}`).not.toBeNull();
      expect(file!.data.equals(data), `size ${sizes[i]}`).toBe(true);
      const chunks = await database.db.execute(
        sql`select seq, octet_length(data)::int as n from file_chunks where file_id = ${ids[i]} order by seq`,
      );
      const rows = (chunks as unknown as { rows: { seq: number; n: number }[] }).rows;
      expect(rows.length, `size ${sizes[i]}`).toBe(Math.ceil(data.length / CHUNK_BYTES));
      for (const r of rows) expect(Number(r.n)).toBeLessThanOrEqual(CHUNK_BYTES);
    }

    // A row added after the migration starts incomplete unless its writer says otherwise.
    const added = await database.db.execute(
      sql`insert into files (name, media_type, size, sha256) values ('n.pdf', 'application/pdf', 0, '') returning complete`,
    );
    expect((added as unknown as { rows: { complete: boolean }[] }).rows[0]!.complete).toBe(false);
  });
});
