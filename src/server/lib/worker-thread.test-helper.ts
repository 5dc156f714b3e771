import { parentPort } from 'node:worker_threads';

/** A worker for worker-thread.test.ts: echoes, runs out of memory, or ends, as asked. */
parentPort?.on(
  'message',
  (message: { id: number; job: { kind: 'echo' | 'grow' | 'exit'; text?: string } }) => {
    const { job } = message;
    if (job.kind === 'exit') process.exit(1);
    if (job.kind === 'grow') {
      const hoard: number[][] = [];
      for (;;) hoard.push(new Array(1_000_000).fill(hoard.length));
    }
    parentPort!.postMessage({ id: message.id, result: `echo: ${job.text}` });
  },
);
