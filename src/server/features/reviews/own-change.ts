import { and, eq, gt, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditEvents } from '../../db/schema';

/** The audit entities of the review itself: asking for or giving a sign-off is no change to the process. */
export const REVIEW_ENTITY_TYPES = ['review_request', 'published_version'];

/**
 * Whether the review is an approver's own change, which they may not approve unless
 * ALLOW_SELF_APPROVAL is on: they requested this review, or they changed the process (any audited
 * edit of it or of anything on it) since its last published version — ever, before the first one.
 */
export async function isOwnChange(
  ex: Executor,
  input: { personId: string; requestedById: string | null; processId: string; since: Date | null },
): Promise<boolean> {
  if (input.requestedById === input.personId) return true;
  const [row] = await ex
    .select({ one: sql<number>`1` })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.processId, input.processId),
        eq(auditEvents.actorId, input.personId),
        notInArray(auditEvents.entityType, REVIEW_ENTITY_TYPES),
        input.since ? gt(auditEvents.at, input.since) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}
