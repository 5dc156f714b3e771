import type { Worker } from 'node:worker_threads';
import { startWorker } from '../../lib/worker-thread';
import type { SvgSanitized } from './svg-sanitize';

/**
 * The sanitizer's worker may use this much heap. A DOM is large (svg-sanitize.ts): with the element
 * limit a drawing needs at most about 180 MB; past this the worker ends, the drawing is refused, and
 * the server itself never holds more.
 */
const WORKER_HEAP_MB = 224;
/** An idle worker (jsdom loaded: some 40 MB) is ended after this long. */
const IDLE_MS = 60_000;

interface Job {
  id: number;
  resolve: (result: SvgSanitized) => void;
  reject: (error: Error) => void;
}

/**
 * Sanitizes uploaded drawings in a worker thread, one at a time: the seconds a large drawing takes
 * do not stop the server answering other requests, and its memory is capped apart from the
 * server's (a drawing that needs more is refused, never the server's end).
 */
class SvgIsolate {
  private worker: Worker | null = null;
  private current: Job | null = null;
  private nextId = 1;
  private queue: Promise<unknown> = Promise.resolve();
  private idleTimer: NodeJS.Timeout | null = null;

  sanitize(data: Buffer): Promise<SvgSanitized> {
    const run = this.queue.then(() => this.runOne(data));
    this.queue = run.catch(() => {});
    return run;
  }

  private runOne(data: Buffer): Promise<SvgSanitized> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    return new Promise<SvgSanitized>((resolve, reject) => {
      this.current = { id: this.nextId++, resolve, reject };
      this.start().postMessage({ id: this.current.id, data });
    }).finally(() => {
      this.current = null;
      this.idleTimer = setTimeout(() => this.stop(), IDLE_MS);
      this.idleTimer.unref();
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker(import.meta.url, 'svg-worker', {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    worker.unref();
    worker.on('message', (message: { id: number; result?: SvgSanitized; error?: string }) => {
      const job = this.current;
      if (!job || job.id !== message.id) return;
      if (message.result) {
        const result = message.result;
        // Structured clone hands back a Uint8Array.
        job.resolve(result.ok ? { ok: true, data: Buffer.from(result.data) } : result);
      } else job.reject(new Error(message.error ?? 'The SVG sanitizer failed.'));
    });
    worker.on('error', (error: Error & { code?: string }) => {
      this.worker = null;
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
        this.current?.resolve({
          ok: false,
          tooLarge: true,
          reason: 'it is too complex to check within the memory a drawing may use',
        });
      } else this.current?.reject(error);
    });
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = null;
      this.current?.reject(new Error('The SVG sanitizer stopped.'));
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

const isolate = new SvgIsolate();

/** sanitizeSvg (svg-sanitize.ts), run in the sanitizer's worker thread. */
export function sanitizeSvgIsolated(data: Buffer): Promise<SvgSanitized> {
  return isolate.sanitize(data);
}
