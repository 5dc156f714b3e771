import type { Worker } from 'node:worker_threads';
import { startWorker } from '../worker-thread';
import { type BpmnJob, type BpmnJobResult, runBpmnJob } from './jobs';

/**
 * Diagrams up to this size (UTF-16 units of the XML) are read on the request's own thread: a
 * diagram of a hundred elements takes a few milliseconds, less than a message to a worker and back.
 * Larger ones (a 218 kB export takes some 100 ms, a 5 MiB one seconds) go to the pool.
 */
export const INLINE_XML_CHARS = 64 * 1024;
/** Workers at most: the server's other requests keep a core while two diagrams are read. */
export const POOL_SIZE = 2;
/**
 * Heap a worker may use. Reading the largest diagram accepted (MAX_BPMN_BYTES, 5 MiB) adds some
 * 140 MB to the process, the worker's start included (scripts/bench/bpmn-memory.ts); past this
 * the worker ends and the diagram is refused, never the server's end.
 */
const WORKER_HEAP_MB = 512;
/** An idle worker is ended after this long. */
const IDLE_MS = 60_000;

const TOO_LARGE =
  'The diagram is too large to read within the memory a diagram may use. Remove embedded images or split the model.';

interface Job {
  id: number;
  job: BpmnJob;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

/** One worker thread, one job at a time. */
class Slot {
  private worker: Worker | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  current: Job | null = null;

  constructor(private readonly done: () => void) {}

  take(job: Job): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.current = job;
    this.start().postMessage({ id: job.id, job: job.job });
  }

  private finish(settle: (job: Job) => void): void {
    const job = this.current;
    this.current = null;
    if (job) settle(job);
    this.idleTimer = setTimeout(() => this.stop(), IDLE_MS);
    this.idleTimer.unref();
    this.done();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker(import.meta.url, 'bpmn-worker', {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    worker.unref();
    worker.on('message', (message: { id: number; result?: unknown; error?: string }) => {
      if (this.current?.id !== message.id) return;
      this.finish((job) =>
        'result' in message
          ? job.resolve(message.result)
          : job.reject(new Error(message.error ?? 'Reading the diagram failed.')),
      );
    });
    worker.on('error', (error: Error & { code?: string }) => {
      if (this.worker === worker) this.worker = null;
      this.finish((job) =>
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? job.resolve({ ok: false, reason: TOO_LARGE })
          : job.reject(error),
      );
    });
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = null;
      if (this.current) this.finish((job) => job.reject(new Error('The diagram reader stopped.')));
    });
    this.worker = worker;
    return worker;
  }

  private stop(): void {
    const worker = this.worker;
    this.worker = null;
    void worker?.terminate();
  }
}

/** A fixed pool of worker threads with a queue: jobs run in arrival order on the first free worker. */
class BpmnPool {
  private readonly slots: Slot[] = Array.from({ length: POOL_SIZE }, () => new Slot(() => this.pump()));
  private readonly queue: Job[] = [];
  private nextId = 1;

  run<J extends BpmnJob>(job: J): Promise<BpmnJobResult<J>> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, resolve: resolve as (result: unknown) => void, reject });
      this.pump();
    });
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (!this.queue.length) return;
      if (!slot.current) slot.take(this.queue.shift()!);
    }
  }
}

const pool = new BpmnPool();

/**
 * Runs a diagram job off the request thread (inline for a small diagram, see INLINE_XML_CHARS), so
 * that reading or drawing a large diagram does not hold up the server's other requests.
 */
export function runBpmnJobOffThread<J extends BpmnJob>(
  job: J,
  options: { inlineBelow?: number } = {},
): Promise<BpmnJobResult<J>> {
  if (job.xml.length < (options.inlineBelow ?? INLINE_XML_CHARS)) return runBpmnJob(job);
  return pool.run(job);
}
