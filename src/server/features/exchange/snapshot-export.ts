import type { Readable } from 'node:stream';
import { type Db, type Executor, READ_TRANSACTION_LIMIT, ReadTransactionsBusyError } from '../../db/client';
import { openReadSnapshot, type ReadSnapshot, type SnapshotMode } from '../../db/read-snapshot';
import { conflict } from '../../plugins/errors';

/** EXPORT_TIMEOUT_SECONDS' default: how long one download may take. */
export const DEFAULT_EXPORT_TIMEOUT_MS = 15 * 60 * 1000;

export interface SnapshotExport<T> {
  db: Db;
  /** The stream sent to the client: destroyed once `timeoutMs` have passed since the start. */
  out: Readable;
  timeoutMs: number;
  /** What the export reads from the database, all of it from one snapshot (openReadSnapshot). */
  read(ex: Executor, mode: SnapshotMode): AsyncIterable<T>;
  /** Writes `out` from what `read` yields; resolves once nothing more is read from the snapshot. */
  write(snapshot: ReadSnapshot<T>): Promise<void>;
  /** Runs once when the export is over, however it ended. */
  onEnd?(): void;
}

/**
 * Starts an export read from one snapshot of the database (openReadSnapshot) and resolves once the
 * snapshot is taken, so that a failure to take it is an ordinary error answer. The snapshot is let
 * go of as soon as `write` is done, or at once when `out` closes early (the client went away, or the
 * time limit destroyed it): a stalled download can hold it for `timeoutMs` at most.
 */
export async function startSnapshotExport<T>(job: SnapshotExport<T>): Promise<void> {
  const { out } = job;
  const aborted = new AbortController();
  let snapshot: ReadSnapshot<T> | null = null;
  let done = false;
  const timer = setTimeout(() => {
    out.destroy(new Error(`Export All took longer than its limit of ${Math.round(job.timeoutMs / 1000)} s.`));
  }, job.timeoutMs);
  timer.unref();
  let ended = false;
  const finish = () => {
    if (ended) return;
    ended = true;
    clearTimeout(timer);
    aborted.abort();
    void snapshot?.end(done ? undefined : new Error('Export All was stopped before its end.'));
    job.onEnd?.();
  };
  out.once('close', finish);

  try {
    snapshot = await openReadSnapshot(job.db, job.read, {
      timeoutMs: job.timeoutMs,
      signal: aborted.signal,
      onLost: (error) => out.destroy(error),
    });
  } catch (error) {
    finish();
    if (error instanceof ReadTransactionsBusyError) {
      throw conflict(
        `${READ_TRANSACTION_LIMIT} Export All downloads are running on this server already; try again when one has finished.`,
      );
    }
    throw error;
  }
  if (ended) {
    // Closed while the snapshot was being taken: nobody will read it.
    void snapshot.end(new Error('Export All was stopped before its end.'));
    return;
  }
  const taken = snapshot;
  job
    .write(taken)
    .then(async () => {
      done = true;
      await taken.end();
    })
    .catch((error: unknown) => {
      const failure = error instanceof Error ? error : new Error(String(error));
      void taken.end(failure);
      out.destroy(failure);
    });
}
