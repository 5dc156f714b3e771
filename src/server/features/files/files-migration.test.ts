import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { CHUNK_BYTES, readWholeFile } from '../../plugins/files';
import { migrateTo, migrationsBefore, scratchDatabase } from '../../testing/migration-db';

describe('migration 0010_file_chunks', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let before: { folder: string; remove: () => void } | undefined;

  beforeAll(async () => {
    before = migrationsBefore('0010_file_chunks');
    // The copy stops before 0010 and after the first migration.
    const journal = JSON.parse(
      fs.readFileSync(path.join(before.folder, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { tag: string }[] };
    expect(journal.entries.length).toBeGreaterThan(0);
    ({ database, drop } = await scratchDatabase());
  });
  afterAll(async () => {
    await drop?.();
    before?.remove();
  });

  it('moves every stored file into chunks of the size the app writes, byte for byte', async () => {
    await migrateTo(database, before!.folder);
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

    await migrateTo(database);

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
