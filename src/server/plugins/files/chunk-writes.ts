import type { Executor } from '../../db/client';
import { PgliteRemote } from '../../db/pglite-remote';

/**
 * How many file chunk writes of streamed uploads may be in flight at once per database, in this
 * process. PGlite runs every statement on this process's main thread, one after another in its own
 * queue: with one chunk insert at a time, any other request's query waits behind at most one of
 * them, never behind one queued by every upload under way. On PostgreSQL one at a time measured
 * best too (three 25 MB uploads as in npm run bench, on 2 cores shared with the database): list p99 25-37 ms
 * against 32-68 ms with three, for uploads about a quarter slower; the pool stays free for the rest.
 */
export const CHUNK_WRITE_SLOTS = { pglite: 1, postgres: 1 } as const;

/** A first-come, first-served limit on concurrent work. */
export class WriteGate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly slots: number) {}

  /** Runs `work` once a slot is free; the next waiter starts only after the event loop had its turn. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.slots) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active += 1;
    try {
      return await work();
    } finally {
      // The slot passes on in a later turn of the event loop (setImmediate runs after pending I/O),
      // so requests that arrived meanwhile issue their queries before the next chunk goes in.
      setImmediate(() => this.release());
    }
  }

  /** Work in flight and waiting (for tests). */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active -= 1;
  }
}

const gates = new WeakMap<object, WriteGate>();

/** True for Drizzle's PGlite database (its client is PGlite's worker thread), false for node-postgres. */
function isPglite(db: Executor): boolean {
  return (db as { $client?: unknown }).$client instanceof PgliteRemote;
}

/**
 * The one chunk-write gate of database `db` in this process, shared by every upload on it. A
 * transaction handle gets none (null): its statements already run in order on one connection.
 */
export function chunkWriteGate(db: Executor): WriteGate | null {
  if (!('$client' in db)) return null;
  let gate = gates.get(db);
  if (!gate) {
    gate = new WriteGate(isPglite(db) ? CHUNK_WRITE_SLOTS.pglite : CHUNK_WRITE_SLOTS.postgres);
    gates.set(db, gate);
  }
  return gate;
}
