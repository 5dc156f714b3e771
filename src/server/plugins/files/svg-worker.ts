import { parentPort } from 'node:worker_threads';
import { sanitizeSvg } from './svg-sanitize';

/** The worker side of svg-isolate.ts: sanitizes one drawing per message, in order. */
parentPort?.on('message', async (message: { id: number; job: Uint8Array }) => {
  const data = Buffer.from(message.job.buffer, message.job.byteOffset, message.job.byteLength);
  try {
    parentPort!.postMessage({ id: message.id, result: await sanitizeSvg(data) });
  } catch (error) {
    parentPort!.postMessage({
      id: message.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
