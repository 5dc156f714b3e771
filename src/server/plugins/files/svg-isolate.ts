import { WorkerSlot } from '../../lib/worker-thread';
import type { SvgSanitized } from './svg-sanitize';

/**
 * The sanitizer's worker may use this much heap. A DOM is large (svg-sanitize.ts): with the element
 * limit a drawing needs at most about 180 MB; past this the worker ends, the drawing is refused, and
 * the server itself never holds more.
 */
const WORKER_HEAP_MB = 224;
/** An idle worker (jsdom loaded: some 40 MB) is ended after this long. */
const IDLE_MS = 60_000;

/**
 * Sanitizes uploaded drawings in a worker thread, one at a time: the seconds a large drawing takes
 * do not stop the server answering other requests, and its memory is capped apart from the
 * server's (a drawing that needs more is refused, never the server's end).
 */
const slot = new WorkerSlot<Buffer, SvgSanitized>({
  callerUrl: import.meta.url,
  name: 'svg-worker',
  heapMb: WORKER_HEAP_MB,
  idleMs: IDLE_MS,
  outOfMemory: () => ({
    ok: false,
    tooLarge: true,
    reason: 'it is too complex to check within the memory a drawing may use',
  }),
  stopped: 'The SVG sanitizer stopped.',
});
let queue: Promise<unknown> = Promise.resolve();

/** sanitizeSvg (svg-sanitize.ts), run in the sanitizer's worker thread. */
export function sanitizeSvgIsolated(data: Buffer): Promise<SvgSanitized> {
  const run = queue.then(async () => {
    const result = await slot.run(data);
    // Structured clone hands back a Uint8Array.
    return result.ok ? { ok: true as const, data: Buffer.from(result.data) } : result;
  });
  queue = run.catch(() => {});
  return run;
}
