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
