import type { FileHandle } from 'node:fs/promises';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { type Db, type Executor, openReadTransaction } from './client';

export interface ReadSnapshotOptions {
  /** PostgreSQL: the server ends the snapshot's transaction after this long (see openReadTransaction). */
  timeoutMs: number;
  /** Once aborted, reading stops (PGlite: the copy stops and is thrown away). */
  signal: AbortSignal;
  /** Told once when the snapshot breaks before it is ended (PostgreSQL: its connection failed). */
  onLost(error: Error): void;
}

/** How `read` runs: spilled means to its end at once, inside a short transaction (PGlite). */
export interface SnapshotMode {
  spilled: boolean;
}

export interface ReadSnapshot<T> {
  /** What `read` yielded, in order, pulled as the caller consumes it; consumed once. */
  values: AsyncIterable<T>;
  /**
   * PostgreSQL: the snapshot's executor, for further reads from the same snapshot until `end`.
   * Null on PGlite, where the snapshot is over before `values` are replayed.
   */
  executor: Executor | null;
  /** Lets go of the snapshot: its connection, or its spill file. With `error`, abandons it mid-way. */
  end(error?: Error): Promise<void>;
}

/**
 * Runs `read` against one consistent snapshot of the database: everything it yields reflects the
 * same moment, whatever is written meanwhile, and nothing blocks other requests for long.
 *
 * PostgreSQL: `read` runs lazily, inside a REPEATABLE READ READ ONLY transaction on a connection of
 * its own, as `values` are consumed; a slow consumer keeps that transaction (bounded by `timeoutMs`).
 * PGlite: one connection serves every request, so `read` runs to its end inside one short read-only
 * transaction before this resolves, and what it yields is written to a temporary file (the spill),
 * which `values` replays. Either way `end` must be called.
 */
export async function openReadSnapshot<T>(
  db: Db,
  read: (ex: Executor, mode: SnapshotMode) => AsyncIterable<T>,
  options: ReadSnapshotOptions,
): Promise<ReadSnapshot<T>> {
  const opening = openReadTransaction(db, { timeoutMs: options.timeoutMs, onLost: options.onLost });
  if (opening) {
    const transaction = await opening;
    return {
      values: read(transaction.executor, { spilled: false }),
      executor: transaction.executor,
      end: transaction.end,
    };
  }
  const spill = await Spill.create();
  try {
    await db.transaction(
      async (tx) => {
        for await (const value of read(tx, { spilled: true })) {
          options.signal.throwIfAborted();
          await spill.write(value);
        }
        await spill.flush();
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  } catch (error) {
    await spill.close();
    throw error;
  }
  return { values: spill.replay() as AsyncIterable<T>, executor: null, end: () => spill.close() };
}

/** Bytes gathered before one write to the spill, and read at once when it is replayed. */
const SPILL_BLOCK = 1024 * 1024;

/**
 * Values in a temporary file, each as a 4-byte length and its v8 serialization (which keeps Dates
 * and Buffers as they are), replayed in order. The file's name is removed as soon as it is open:
 * the open handle keeps it, and a crash leaves nothing behind.
 */
class Spill {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private size = 0;
  private closed = false;

  private constructor(
    private readonly handle: FileHandle,
    /** The directory when it could not be removed at once (Windows): removed on close. */
    private readonly leftover: string | null,
  ) {}

  static async create(): Promise<Spill> {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pmr-snapshot-'));
    const handle = await fs.open(path.join(dir, 'values'), 'w+', 0o600);
    const leftover = await fs.rm(dir, { recursive: true }).then(
      () => null,
      () => dir,
    );
    return new Spill(handle, leftover);
  }

  async write(value: unknown): Promise<void> {
    const body = v8.serialize(value);
    const head = Buffer.allocUnsafe(4);
    head.writeUInt32BE(body.length);
    this.pending.push(head, body);
    this.pendingBytes += head.length + body.length;
    if (this.pendingBytes >= SPILL_BLOCK) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.pendingBytes === 0) return;
    const block = Buffer.concat(this.pending, this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
    await this.handle.write(block, 0, block.length, this.size);
    this.size += block.length;
  }

  async *replay(): AsyncGenerator<unknown> {
    let position = 0;
    let buffered = Buffer.alloc(0);
    for (;;) {
      while (buffered.length >= 4) {
        const length = buffered.readUInt32BE(0);
        if (buffered.length < 4 + length) break;
        yield v8.deserialize(buffered.subarray(4, 4 + length));
        buffered = buffered.subarray(4 + length);
      }
      if (position >= this.size) break;
      const wanted = buffered.length >= 4 ? 4 + buffered.readUInt32BE(0) - buffered.length : 0;
      const block = Buffer.allocUnsafe(Math.min(Math.max(SPILL_BLOCK, wanted), this.size - position));
      const { bytesRead } = await this.handle.read(block, 0, block.length, position);
      if (bytesRead === 0) break;
      position += bytesRead;
      buffered = buffered.length
        ? Buffer.concat([buffered, block.subarray(0, bytesRead)])
        : block.subarray(0, bytesRead);
    }
    if (buffered.length) throw new Error('the snapshot spill file ends inside a value');
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.handle.close().catch(() => {});
    if (this.leftover) await fs.rm(this.leftover, { recursive: true, force: true }).catch(() => {});
  }
}
