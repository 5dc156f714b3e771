import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { fileChunks, files } from '../../../db/schema';
import { CHUNK_BYTES, insertFile } from '../../../plugins/files';
import { SAMPLE_FILES } from '../../../testing/multipart';

/* Helpers shared by the stored-file tests (files-lifecycle.test.ts and its PostgreSQL-only
   companion files-lifecycle.pg.test.ts, files-streaming.test.ts, the upload format checks through testing/upload-formats.ts). */

export const HOUR = 3_600_000;

/** Makes stored files look `hours` old. */
export async function age(db: Db, ids: string[], hours: number): Promise<void> {
  await db
    .update(files)
    .set({ createdAt: new Date(Date.now() - hours * HOUR) })
    .where(inArray(files.id, ids));
}

export async function storedIds(db: Db): Promise<Set<string>> {
  return new Set((await db.select({ id: files.id }).from(files)).map((r) => r.id));
}

/** A file of a few chunks, complete, as the demo seed and generated documents store them. */
export async function storedFile(db: Db, name: string): Promise<{ id: string; url: string }> {
  const file = await insertFile(db, {
    name,
    mediaType: 'application/pdf',
    data: Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(2 * CHUNK_BYTES + 7, 1)]),
  });
  return { id: file.id, url: `/objects/${file.id}/${encodeURIComponent(name)}` };
}

/** How many files and chunks are stored, read in one statement. */
export async function storedCounts(db: Db): Promise<{ files: number; chunks: number }> {
  const [row] = await db
    .select({
      files: sql<number>`(select count(*) from ${files})::int`,
      chunks: sql<number>`(select count(*) from ${fileChunks})::int`,
    })
    .from(sql`(select 1) as one`);
  return { files: Number(row!.files), chunks: Number(row!.chunks) };
}
