import { Readable } from 'node:stream';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { StoredFile } from '../../../core/schemas/file';
import type { Executor } from '../../db/client';
import { fileChunks } from '../../db/schema';
import { cachedFile, type RandomAccessFile } from '../../lib/file-format/random-access';
import { CHUNK_BYTES, getStoredFile } from './stored-file';

/** Chunks read per query when a file is streamed out. */
const CHUNKS_PER_READ = 4;

/** The bytes of `file` as a RandomAccessFile, read from its chunks by offset (a few chunk-sized blocks kept). */
export function storedFileReader(ex: Executor, id: string, size: number): RandomAccessFile {
  return cachedFile(
    { size, read: (offset, length) => readFileRange(ex, id, offset, length) },
    CHUNK_BYTES,
    4,
  );
}

/**
 * The bytes of file `id` as a stream, read CHUNKS_PER_READ chunks per query only as the consumer
 * pulls; it fails (rather than ending short) when the chunks do not add up to `size`.
 */
export function fileChunkStream(ex: Executor, id: string, size: number): Readable {
  async function* chunks(): AsyncGenerator<Buffer> {
    let seq = 0;
    let sent = 0;
    for (;;) {
      const rows = await ex
        .select({ seq: fileChunks.seq, data: fileChunks.data })
        .from(fileChunks)
        .where(
          and(
            eq(fileChunks.fileId, id),
            gte(fileChunks.seq, seq),
            lte(fileChunks.seq, seq + CHUNKS_PER_READ - 1),
          ),
        )
        .orderBy(asc(fileChunks.seq));
      for (const row of rows) {
        if (row.seq !== seq) break;
        seq += 1;
        sent += row.data.length;
        yield row.data;
      }
      if (rows.length < CHUNKS_PER_READ || seq % CHUNKS_PER_READ !== 0) break;
    }
    if (sent !== size) throw new Error(`stored file ${id} has ${sent} of its ${size} bytes`);
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** A complete stored file's metadata and a stream of its bytes, or null when there is no such file. */
export async function openFileStream(
  ex: Executor,
  id: string,
): Promise<(Omit<StoredFile, 'url'> & { stream: Readable }) | null> {
  const file = await getStoredFile(ex, id);
  return file ? { ...file, stream: fileChunkStream(ex, id, file.size) } : null;
}

/**
 * Up to `length` bytes of stored file `id` from `offset` (fewer at the end), read from the chunks
 * that hold them only. Every writer cuts chunks of exactly CHUNK_BYTES but the last.
 */
export async function readFileRange(
  ex: Executor,
  id: string,
  offset: number,
  length: number,
): Promise<Buffer> {
  if (length <= 0 || offset < 0) return Buffer.alloc(0);
  const first = Math.floor(offset / CHUNK_BYTES);
  const last = Math.floor((offset + length - 1) / CHUNK_BYTES);
  const rows = await ex
    .select({ data: fileChunks.data })
    .from(fileChunks)
    .where(and(eq(fileChunks.fileId, id), gte(fileChunks.seq, first), lte(fileChunks.seq, last)))
    .orderBy(asc(fileChunks.seq));
  const joined = rows.length === 1 ? rows[0]!.data : Buffer.concat(rows.map((r) => r.data));
  const start = offset - first * CHUNK_BYTES;
  return joined.subarray(start, start + length);
}

/** A complete stored file's bytes in one Buffer: only for files known to be small (images to embed, tests). */
export async function readWholeFile(
  ex: Executor,
  id: string,
): Promise<{ mediaType: string; data: Buffer } | null> {
  const file = await getStoredFile(ex, id);
  if (!file) return null;
  const parts: Buffer[] = [];
  for await (const part of fileChunkStream(ex, id, file.size)) parts.push(part as Buffer);
  return { mediaType: file.mediaType, data: Buffer.concat(parts) };
}
