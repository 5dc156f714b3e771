import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { fileChunks, files } from '../../db/schema';
import type { WriteGate } from './chunk-writes';
import { CHUNK_BYTES } from './stored-file';

/**
 * Writes bytes as numbered chunks of CHUNK_BYTES as they arrive, hashing and counting on the way.
 * Pieces smaller than a chunk are gathered in one buffer of its own, reused for every chunk: a
 * chunk's statement has sent the bytes before it resolves, and no more is allocated per chunk.
 */
export class ChunkWriter {
  private staging: Buffer | null = null;
  private staged = 0;
  private seq = 0;
  private size = 0;
  private readonly hash = createHash('sha256');

  constructor(
    private readonly ex: Executor,
    private readonly fileId: string,
    /** Shared with the other uploads under way: see chunk-writes.ts. */
    private readonly gate: WriteGate | null = null,
  ) {}

  async write(piece: Buffer): Promise<void> {
    if (piece.length === 0) return;
    this.hash.update(piece);
    this.size += piece.length;
    let at = 0;
    while (at < piece.length) {
      if (this.staged === 0 && piece.length - at >= CHUNK_BYTES) {
        // A whole chunk in one piece (bytes already in memory) goes as it is.
        await this.insert(piece.subarray(at, at + CHUNK_BYTES));
        at += CHUNK_BYTES;
        continue;
      }
      // Its own ArrayBuffer, exactly one chunk long: PGlite then sends it without a copy.
      this.staging ??= Buffer.allocUnsafeSlow(CHUNK_BYTES);
      const copied = piece.copy(this.staging, this.staged, at, at + CHUNK_BYTES - this.staged);
      this.staged += copied;
      at += copied;
      if (this.staged === CHUNK_BYTES) {
        await this.insert(this.staging);
        this.staged = 0;
      }
    }
  }

  async end(): Promise<{ size: number; sha256: string; chunks: number }> {
    if (this.staged > 0) await this.insert(this.staging!.subarray(0, this.staged));
    this.staged = 0;
    this.staging = null;
    return { size: this.size, sha256: this.hash.digest('hex'), chunks: this.seq };
  }

  private async insert(data: Buffer): Promise<void> {
    const row = { fileId: this.fileId, seq: this.seq, data };
    if (this.gate) await this.gate.run(() => this.ex.insert(fileChunks).values(row));
    else await this.ex.insert(fileChunks).values(row);
    this.seq += 1;
  }
}

/**
 * Replaces the bytes of file `fileId` with `data`, written in chunks of CHUNK_BYTES (inside `ex`'s
 * transaction when it is one); answers the size and sha256 of what was written.
 */
export async function writeFileChunks(
  ex: Executor,
  fileId: string,
  data: Buffer | AsyncIterable<Buffer>,
): Promise<{ size: number; sha256: string; chunks: number }> {
  await ex.delete(fileChunks).where(eq(fileChunks.fileId, fileId));
  const writer = new ChunkWriter(ex, fileId);
  if (Buffer.isBuffer(data)) await writer.write(data);
  else for await (const piece of data) await writer.write(piece);
  return writer.end();
}

/** Stores bytes already in memory (generated or demo files) as a complete file; answers its id and name. */
export async function insertFile(
  tx: Executor,
  file: { name: string; mediaType: string; data: Buffer },
): Promise<{ id: string; name: string }> {
  const [row] = await tx
    .insert(files)
    .values({
      name: file.name,
      mediaType: file.mediaType,
      size: file.data.length,
      sha256: createHash('sha256').update(file.data).digest('hex'),
      complete: true,
    })
    .returning({ id: files.id, name: files.name });
  await writeFileChunks(tx, row!.id, file.data);
  return row!;
}
