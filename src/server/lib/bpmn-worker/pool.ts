import { WorkerSlot } from '../worker-thread';
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
  job: BpmnJob;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

/** A fixed pool of worker threads with a queue: jobs run in arrival order on the first free worker. */
class BpmnPool {
  private readonly slots = Array.from(
    { length: POOL_SIZE },
    () =>
      new WorkerSlot<BpmnJob, unknown>({
        callerUrl: import.meta.url,
        name: 'bpmn-worker',
        heapMb: WORKER_HEAP_MB,
        idleMs: IDLE_MS,
        outOfMemory: () => ({ ok: false, reason: TOO_LARGE }),
        stopped: 'The diagram reader stopped.',
      }),
  );
  private readonly queue: Job[] = [];

  run<J extends BpmnJob>(job: J): Promise<BpmnJobResult<J>> {
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve: resolve as (result: unknown) => void, reject });
      this.pump();
    });
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (!this.queue.length) return;
      if (slot.busy) continue;
      const next = this.queue.shift()!;
      slot
        .run(next.job)
        .then(next.resolve, next.reject)
        .finally(() => this.pump());
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
