import { parentPort } from 'node:worker_threads';
import { type BpmnJob, runBpmnJob } from './jobs';

/** The worker side of pool.ts: runs one job per message. */
parentPort?.on('message', async (message: { id: number; job: BpmnJob }) => {
  try {
    parentPort!.postMessage({ id: message.id, result: await runBpmnJob(message.job) });
  } catch (error) {
    parentPort!.postMessage({
      id: message.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
