import { and, eq, sql } from 'drizzle-orm';
import { processes } from '../../db/schema';
import type { ProcessChangeListener } from '../../plugins/audit';
import { REVIEW_ENTITY_TYPES } from './own-change';

/**
 * Editing a published process starts a new draft (issue 24): any change to anything on it sets its
 * status back to Draft, with the change's audit event; its published versions stay as they are.
 * Not the review's own events. An edit of the process itself settles its status in its own UPDATE
 * (statusAfterEdit), so that its answer and its audit event say Draft; creating one is no edit.
 */
export const draftOnEdit: ProcessChangeListener = (event) => {
  if (REVIEW_ENTITY_TYPES.includes(event.entityType) || event.entityType === 'process') return null;
  return sql`UPDATE ${processes} SET status = 'draft' WHERE ${and(eq(processes.id, event.processId), eq(processes.status, 'published'))}`;
};
