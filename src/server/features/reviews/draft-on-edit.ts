import { and, eq, sql } from 'drizzle-orm';
import { processes } from '../../db/schema';
import type { ProcessChangeListener } from '../../plugins/audit';
import { REVIEW_ENTITY_TYPES } from './own-change';

interface StatusCarrier {
  status?: unknown;
}

/**
 * Editing a published process starts a new draft (issue 24): any change to it or to anything on it
 * sets its status back to Draft; its published versions stay as they are. Not a change that sets
 * the status itself (that is someone's decision), nor the review's own events, nor creating it.
 */
export const draftOnEdit: ProcessChangeListener = (event) => {
  if (REVIEW_ENTITY_TYPES.includes(event.entityType)) return null;
  if (event.entityType === 'process') {
    if (event.action !== 'update') return null;
    const before = event.before as StatusCarrier | undefined;
    const after = event.after as StatusCarrier | undefined;
    if (before?.status !== after?.status) return null;
    // The process as it was: only a published one goes back to Draft.
    if (before?.status !== undefined && before.status !== 'published') return null;
  }
  return sql`UPDATE ${processes} SET status = 'draft' WHERE ${and(eq(processes.id, event.processId), eq(processes.status, 'published'))}`;
};
