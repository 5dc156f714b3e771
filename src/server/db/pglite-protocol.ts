/** The messages between PgliteRemote (main thread) and pglite-worker.ts. */

export type QueryRowMode = 'array' | 'object';

export type PgliteRequest =
  | {
      op: 'query';
      id: number;
      text: string;
      params?: unknown[];
      options?: { rowMode?: QueryRowMode };
      tx?: number;
    }
  | { op: 'exec'; id: number; text: string; tx?: number }
  | { op: 'begin'; id: number }
  | { op: 'end'; id: number; tx: number; commit: boolean }
  | { op: 'listen'; id: number; channel: string }
  | { op: 'unlisten'; id: number; channel: string }
  | { op: 'close'; id: number };

/** An error as it crosses threads: PostgreSQL's fields (code, detail, constraint, …) kept. */
export interface SentError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

export type PgliteResponse =
  | { id: number; result: unknown }
  | { id: number; error: SentError }
  | { notify: string; payload: string };

/**
 * The values of the shared flag a transaction's statement waits on (the main thread blocks, so it
 * sees no event): raised to ANSWERED after each answer, and to THREAD_ENDED by the worker's thread
 * as it ends, for the answer that will then never come.
 */
export const FLAG_ANSWERED = 1;
export const FLAG_THREAD_ENDED = 2;
