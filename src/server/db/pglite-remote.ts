import { MessageChannel, type MessagePort, receiveMessageOnPort, type Worker } from 'node:worker_threads';
import { type Results, types } from '@electric-sql/pglite';
import { startWorker } from '../lib/worker-thread';
import {
  FLAG_ANSWERED,
  FLAG_THREAD_ENDED,
  type PgliteRequest,
  type PgliteResponse,
  type QueryRowMode,
  type SentError,
} from './pglite-protocol';

type Request = PgliteRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** What Drizzle's PGlite driver and the app ask of a client, or of a transaction's handle. */
export interface PgliteQueryable {
  query<T>(text: string, params?: unknown[], options?: { rowMode?: QueryRowMode }): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
}

/** A PostgreSQL error from the worker, with its fields (code, detail, constraint, …) as PGlite gave them. */
function received(error: SentError): Error {
  const made = new Error(error.message);
  made.name = error.name;
  return Object.assign(made, error.fields);
}

/**
 * A bytea value crosses threads as a plain Uint8Array; the app reads it as a Buffer (same bytes,
 * no copy). Only a result with a bytea column is walked: this runs for every answer on the
 * server's thread.
 */
function withBuffers<T>(result: Results<T>): Results<T> {
  if (!result.fields.some((field) => field.dataTypeID === types.BYTEA)) return result;
  for (const row of result.rows as unknown[]) {
    const values = row as Record<string, unknown>;
    for (const key in values) {
      const value = values[key];
      if (value instanceof Uint8Array && !Buffer.isBuffer(value)) {
        values[key] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
      }
    }
  }
  return result;
}

function queryRequest(
  text: string,
  params: unknown[] | undefined,
  options: { rowMode?: QueryRowMode } | undefined,
  tx: number | undefined,
): Request {
  const rowMode = options?.rowMode;
  return { op: 'query', text, params, options: rowMode ? { rowMode } : undefined, tx };
}

/** The promise of what `work` returns or throws, now. */
function settledNow<T>(work: () => T): Promise<T> {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(error);
  }
}

/**
 * PGlite in a worker thread of its own. PGlite runs PostgreSQL compiled to WebAssembly on the
 * thread that calls it: in the server's own thread, every statement held up every other request
 * for as long as it ran (at 100,000 processes, half of the server's thread under the bench's mixed
 * load, in stretches of 20 to 170 ms). Here the main thread only sends the statement and reads
 * the answer; answers from memory (the process index, the response cache) go on meanwhile.
 *
 * The same surface as PGlite for Drizzle (`query`, `exec`, `transaction`) and the change feed
 * (`listen`). Statements run in PGlite's own order: one at a time, nothing else while a
 * transaction is open. A notification comes on the same port as the answers, so it is handed
 * over before the answer of the statement that committed it, as in the same thread.
 */
export class PgliteRemote implements PgliteQueryable {
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private nextId = 1;
  /** Set once the worker is gone: every request after that fails with it. */
  private stopped: Error | null = null;
  private closing = false;
  private readonly onStop = new Set<(error: Error) => void>();

  private constructor(
    private readonly worker: Worker,
    /** The port of statements inside a transaction, and the flag the worker raises when one is answered. */
    private readonly inTransaction: MessagePort,
    private readonly flag: Int32Array,
  ) {
    worker.unref();
    worker.on('message', (message: PgliteResponse) => {
      if ('notify' in message) {
        for (const listener of this.listeners.get(message.notify) ?? []) listener(message.payload);
        return;
      }
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.settled(message.id);
      if ('error' in message) waiting.reject(received(message.error));
      else waiting.resolve(message.result);
    });
    const stop = (error: Error) => {
      // Nothing can come on the transaction port any more: a caller waiting there gives up.
      Atomics.store(flag, 0, FLAG_THREAD_ENDED);
      const first = this.stopped === null;
      this.stopped ??= error;
      for (const [id, waiting] of this.pending) {
        this.settled(id);
        waiting.reject(this.stopped);
      }
      if (first && !this.closing) for (const listener of this.onStop) listener(this.stopped);
    };
    worker.on('error', (error) => stop(new Error(`The database stopped: ${error.message}`)));
    worker.on('exit', () =>
      stop(new Error(this.closing ? 'The database is closed.' : 'The database stopped: its thread ended.')),
    );
  }

  /**
   * Starts the worker and waits until the database at `dataDir` (in memory when omitted) is open.
   * `workerName` is the worker module's (tests start one that wraps pglite-worker).
   */
  static async open(dataDir?: string, workerName = 'pglite-worker'): Promise<PgliteRemote> {
    const { port1, port2 } = new MessageChannel();
    const flag = new Int32Array(new SharedArrayBuffer(4));
    const worker = startWorker(import.meta.url, workerName, {
      workerData: { dataDir: dataDir ?? null, inTransaction: port2, flag },
      resourceLimits: { maxYoungGenerationSizeMb: 2 },
      transferList: [port2],
    });
    const remote = new PgliteRemote(worker, port1, flag);
    // The first answer waits for the opening: an error in it (a data directory of another version,
    // say) is the opening's.
    await remote.query('SELECT 1');
    return remote;
  }

  query<T>(text: string, params?: unknown[], options?: { rowMode?: QueryRowMode }): Promise<Results<T>> {
    return this.queryOn<T>(undefined, text, params, options);
  }

  exec(text: string): Promise<Results[]> {
    return this.send({ op: 'exec', text }) as Promise<Results[]>;
  }

  /**
   * Runs `callback` in a transaction: committed when it resolves, rolled back when it throws (its
   * error is then the transaction's).
   *
   * BEGIN waits its turn like any statement. Inside the transaction this thread waits for each
   * answer instead (as it did for every statement when PGlite ran here): PGlite runs nothing else
   * while a transaction is open, so a transaction whose every next statement waited for this
   * thread's turn among the requests it serves would keep every other statement waiting longer.
   * (Under the bench's mixed load at 10,000 processes the difference was within the runs' spread.)
   * BEGIN itself must not wait so: another transaction still open would need this thread to end it.
   */
  async transaction<R>(callback: (tx: PgliteQueryable) => Promise<R>): Promise<R> {
    const tx = this.nextId++;
    await this.send({ op: 'begin' }, tx);
    let result: R;
    try {
      result = await callback({
        query: <T>(text: string, params?: unknown[], options?: { rowMode?: QueryRowMode }) =>
          settledNow(() => withBuffers(this.sendNow(queryRequest(text, params, options, tx)) as Results<T>)),
        exec: (text: string) => settledNow(() => this.sendNow({ op: 'exec', text, tx }) as Results[]),
      });
    } catch (error) {
      try {
        this.sendNow({ op: 'end', tx, commit: false });
      } catch {}
      throw error;
    }
    this.sendNow({ op: 'end', tx, commit: true });
    return result;
  }

  /** Calls `listener` with each notification on `channel`; resolves to the function that stops it. */
  async listen(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>> {
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      await this.send({ op: 'listen', channel });
    }
    set.add(listener);
    return async () => {
      set.delete(listener);
      if (set.size > 0 || this.listeners.get(channel) !== set) return;
      this.listeners.delete(channel);
      if (!this.stopped) await this.send({ op: 'unlisten', channel });
    };
  }

  /**
   * Calls `listener` once if the database stops without close() (the worker thread failed): every
   * statement after that fails, so a server should end and be started again.
   */
  whenStopped(listener: (error: Error) => void): void {
    this.onStop.add(listener);
  }

  /** Closes the database, then ends the worker. */
  async close(): Promise<void> {
    if (this.stopped) return;
    this.closing = true;
    await this.send({ op: 'close' }).catch(() => {});
    this.stopped = new Error('The database is closed.');
    await this.worker.terminate();
  }

  private async queryOn<T>(
    tx: number | undefined,
    text: string,
    params: unknown[] | undefined,
    options: { rowMode?: QueryRowMode } | undefined,
  ): Promise<Results<T>> {
    return withBuffers((await this.send(queryRequest(text, params, options, tx))) as Results<T>);
  }

  /**
   * Sends a statement of an open transaction and waits, blocking this thread, for its answer; the
   * notifications it delivered (a COMMIT's) are handed over first.
   */
  private sendNow(request: Request): unknown {
    if (this.stopped) throw this.stopped;
    const id = this.nextId++;
    this.inTransaction.postMessage({ ...request, id });
    // The flag only wakes this thread; the answer is the message with this id. A flag found raised
    // without it (left from before) is lowered and the wait goes on. (The wait before 26 Nov 2026
    // took it for a worker gone and failed with "The database stopped.", which may be what failed
    // a test's seeding that day.) A worker whose thread ends raises the flag to FLAG_THREAD_ENDED,
    // which is never lowered: the answer will not come.
    for (;;) {
      const message = receiveMessageOnPort(this.inTransaction)?.message as
        | (PgliteResponse & { notes: { notify: string; payload: string }[] })
        | undefined;
      if (message && 'id' in message) {
        for (const note of message.notes) {
          for (const listener of this.listeners.get(note.notify) ?? []) listener(note.payload);
        }
        // An answer to no statement still waiting (none is expected): its notifications are
        // handed over all the same.
        if (message.id !== id) continue;
        if ('error' in message) throw received(message.error);
        return message.result;
      }
      if (Atomics.load(this.flag, 0) === FLAG_THREAD_ENDED)
        throw this.stopped ?? new Error('The database stopped: its thread ended.');
      Atomics.wait(this.flag, 0, 0);
      Atomics.compareExchange(this.flag, 0, FLAG_ANSWERED, 0);
    }
  }

  private send(request: Request, id = this.nextId++): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    return new Promise((resolve, reject) => {
      // The worker keeps the process alive only while an answer is awaited (a script that awaits a
      // statement must not end under it; a server that waits for requests has its own handle).
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  private settled(id: number): void {
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker.unref();
  }
}
