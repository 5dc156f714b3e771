/**
 * For pglite-remote.test.ts: the real database worker, whose thread then fails with an uncaught
 * error at a transaction's statement marked "end this thread", before answering it (as a crash of
 * the worker would). Not part of the build.
 */
import { type MessagePort, workerData } from 'node:worker_threads';
import './pglite-worker';

(workerData as { inTransaction: MessagePort }).inTransaction.on('message', (request: { text?: string }) => {
  if (request.text?.includes('end this thread')) throw new Error('The worker failed.');
});
