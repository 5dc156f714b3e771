/**
 * The worker thread that owns PGlite (see pglite-remote.ts for why it is a thread of its own). It
 * opens the database at `workerData.dataDir` (in memory when null) and answers each request of
 * the main thread with `{ id, result }` or `{ id, error }`; notifications go as `{ notify }`, on
 * the same port and so before the answer of the statement that delivered them. Statements of an
 * open transaction come on `workerData.inTransaction`, whose caller waits on `workerData.flag`:
 * their answers carry the notifications they delivered (a COMMIT's), for the same order.
 */
import { BroadcastChannel, type MessagePort, parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { openPgliteClient } from './pglite-client';
import {
  FLAG_ANSWERED,
  FLAG_THREAD_ENDED,
  type PgliteRequest,
  type PgliteResponse,
  type SentError,
} from './pglite-protocol';

const port = parentPort!;
const send = (message: PgliteResponse) => port.postMessage(message);
const { dataDir, inTransaction, flag } = workerData as {
  dataDir: string | null;
  inTransaction: MessagePort;
  flag: Int32Array;
};
/** While a statement of `inTransaction` runs: the notifications it delivers, for its answer. */
let delivered: { notify: string; payload: string }[] | null = null;

/** An error as it crosses to the main thread: its message and PostgreSQL's fields (code, detail, …). */
function sent(error: unknown): SentError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || key === 'length') continue;
    if (typeof value === 'object' && value !== null) continue;
    fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

/**
 * Open transactions: the handle the main thread's statements run on, how the main thread ends it,
 * and PGlite's own promise of it (settled once COMMIT or ROLLBACK ran).
 */
const transactions = new Map<
  number,
  { tx: Transaction; end: (commit: boolean) => void; done: Promise<unknown> }
>();
const stops = new Map<string, () => Promise<void>>();
/** Thrown inside PGlite's transaction callback so that it rolls back. */
const ROLLBACK = Symbol('rollback');

/** Opens a transaction as `id`; answers once it is open (PGlite runs nothing else until it ends). */
function begin(client: PGlite, id: number): Promise<null> {
  return new Promise<null>((opened, failed) => {
    let open = false;
    const done = client.transaction(
      (tx) =>
        new Promise<void>((resolve, reject) => {
          open = true;
          transactions.set(id, { tx, end: (commit) => (commit ? resolve() : reject(ROLLBACK)), done });
          opened(null);
        }),
    );
    // BEGIN itself failed: the callback never ran.
    done.catch((error: unknown) => {
      if (!open) failed(error);
    });
  });
}

/** Ends transaction `id` (commit or roll back) and answers once it has ended. */
async function end(id: number, commit: boolean): Promise<null> {
  const open = transactions.get(id);
  if (!open) return null;
  transactions.delete(id);
  open.end(commit);
  try {
    await open.done;
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
  return null;
}

/** Where a statement runs: its open transaction, or the client. */
const runsOn = (client: PGlite, tx: number | undefined) =>
  tx === undefined ? client : transactions.get(tx)!.tx;

async function handle(client: PGlite, request: PgliteRequest): Promise<unknown> {
  switch (request.op) {
    case 'query':
      return runsOn(client, request.tx).query(request.text, request.params, request.options);
    case 'exec':
      return runsOn(client, request.tx).exec(request.text);
    case 'begin':
      return begin(client, request.id);
    case 'end':
      return end(request.tx, request.commit);
    case 'listen': {
      const stop = await client.listen(request.channel, (payload) => {
        if (delivered) delivered.push({ notify: request.channel, payload });
        else send({ notify: request.channel, payload });
      });
      stops.set(request.channel, stop);
      return null;
    }
    case 'unlisten':
      await stops.get(request.channel)?.();
      stops.delete(request.channel);
      return null;
    case 'close':
      await client.close();
      return null;
  }
}

const opening = openPgliteClient(dataDir ?? undefined);
/**
 * `npm run bench` measures the server's memory from inside (scripts/bench/memory-probe.mjs), and
 * the database is this thread's: the probe asks here for its WebAssembly memory and this heap.
 */
const memoryProbe = new BroadcastChannel('pmr-memory-probe');
memoryProbe.unref();
memoryProbe.onmessage = () => {
  opening
    .then(({ client }) => {
      const { heapUsed, heapTotal } = process.memoryUsage();
      const memory = (client.Module as { wasmMemory?: WebAssembly.Memory }).wasmMemory;
      memoryProbe.postMessage({ wasm: memory?.buffer.byteLength ?? 0, heapUsed, heapTotal });
    })
    .catch(() => {});
};
/** Runs `request` once the database is open, and hands its answer or error to `reply`. */
function run(request: PgliteRequest, reply: (message: PgliteResponse) => void): void {
  opening
    .then(({ client }) => handle(client, request))
    .then(
      (result) => reply({ id: request.id, result }),
      (error: unknown) => reply({ id: request.id, error: sent(error) }),
    );
}

port.on('message', (request: PgliteRequest) => run(request, send));

/** A statement of an open transaction: the main thread waits on `flag` until the answer is there. */
inTransaction.on('message', (request: PgliteRequest) => {
  const notes: { notify: string; payload: string }[] = [];
  delivered = notes;
  run(request, (message) => {
    delivered = null;
    inTransaction.postMessage({ ...message, notes });
    Atomics.store(flag, 0, FLAG_ANSWERED);
    Atomics.notify(flag, 0);
  });
});

/*
 * A thread ending on an error (or process.exit) runs this; the main thread, blocked waiting for a
 * transaction's answer, would not see the worker's 'exit' event until it stopped waiting. A thread
 * killed without running JavaScript (out of its heap, terminate()) cannot tell: PGlite's memory is
 * WebAssembly's, outside the JavaScript heap, and terminate() is only called by close().
 */
process.on('exit', () => {
  Atomics.store(flag, 0, FLAG_THREAD_ENDED);
  Atomics.notify(flag, 0);
});
