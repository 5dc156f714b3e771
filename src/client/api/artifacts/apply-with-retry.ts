import { ConflictRetriesExhausted, type Revisioned, updateWithRetry } from '@core/rules/optimistic-update';

/**
 * Optimistic concurrency for artifact writes (DESIGN "API"): a PUT carries the revision it was
 * based on; on 409 the server returns the current artifact, and the client re-applies its one
 * change to that fresh content and tries again. A thin adapter over the shared core rule that
 * keeps the whole artifact (not just content and revision) as the result.
 */

export type Versioned = Revisioned<unknown>;

export type PutOutcome<A extends Versioned> =
  | { status: 'saved'; artifact: A }
  | { status: 'conflict'; current: A };

/** Retries after the first attempt. */
export const MAX_CONFLICT_RETRIES = 3;

export { ConflictRetriesExhausted };

/**
 * Applies `change` to `start.content` and saves it with `start.revision`; after each conflict,
 * applies the same change to the current content and saves with the current revision. Resolves
 * with the saved artifact; rejects when `put` fails or conflicts outlast the retries.
 */
export async function applyWithRetry<A extends Versioned>(
  start: A,
  change: (content: unknown) => unknown,
  put: (content: unknown, revision: number) => Promise<PutOutcome<A>>,
  retries: number = MAX_CONFLICT_RETRIES,
): Promise<A> {
  const saved = await updateWithRetry<unknown>(
    start,
    change,
    async (content, revision) => {
      const outcome = await put(content, revision);
      return outcome.status === 'saved'
        ? { ok: true, value: outcome.artifact }
        : { ok: false, conflict: outcome.current };
    },
    retries + 1,
  );
  // updateWithRetry hands back exactly the object `put` resolved with: an A.
  return saved as A;
}
