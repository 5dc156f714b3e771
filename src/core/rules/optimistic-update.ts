/**
 * Optimistic concurrency on the client side of PUT /api/artifacts/{id}: apply one change to the
 * content we know, send it with that revision, and on 409 apply the same change again to the
 * colleague's newer content and retry. A change is a pure function of the content, so re-applying
 * it never loses the other writer's work.
 */
export interface Revisioned<C> {
  content: C;
  revision: number;
}

export type SaveResult<C> = { ok: true; value: Revisioned<C> } | { ok: false; conflict: Revisioned<C> };

export class ConflictRetriesExhausted extends Error {
  constructor(readonly attempts: number) {
    super(`Still conflicting after ${attempts} attempts. Reload and try again.`);
  }
}

export async function updateWithRetry<C>(
  start: Revisioned<C>,
  change: (content: C) => C,
  save: (content: C, revision: number) => Promise<SaveResult<C>>,
  maxAttempts = 5,
): Promise<Revisioned<C>> {
  let base = start;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const result = await save(change(base.content), base.revision);
    if (result.ok) return result.value;
    base = result.conflict;
  }
  throw new ConflictRetriesExhausted(maxAttempts);
}
