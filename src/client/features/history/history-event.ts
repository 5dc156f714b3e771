import type { AuditEventDetail } from '@core/schemas/audit';
import { buildChangeDiff, type ChangedField, diffObjects, isPlainObject } from '../../lib/change-diff';

/**
 * What a history row can expand to: the fields an edit changed (`diff`), or the record as it was
 * created or imported (`after`) or deleted (`before`). `null` when there is nothing to show.
 */
export type EventDetail = { show: 'diff' | 'before' | 'after'; fields: ChangedField[] } | null;

/** The record's own fields (bookkeeping and empty ones left out), as one side of a diff. */
function snapshotFields(value: unknown, side: 'before' | 'after'): ChangedField[] {
  if (!isPlainObject(value)) return [];
  return side === 'after' ? diffObjects({}, value) : diffObjects(value, {});
}

export function describeEvent(event: Pick<AuditEventDetail, 'action' | 'before' | 'after'>): EventDetail {
  const { before, after } = event;
  if (isPlainObject(before) && isPlainObject(after)) {
    // An import that overwrote a record reads like an edit.
    const fields = buildChangeDiff({ action: 'update', before, after });
    if (fields.length > 0) return { show: 'diff', fields };
    if (event.action === 'update') return null;
  }
  if (event.action === 'update' && before !== null && after !== null) {
    const fields = buildChangeDiff(event);
    return fields.length > 0 ? { show: 'diff', fields } : null;
  }
  const afterFields = snapshotFields(after, 'after');
  if (afterFields.length > 0 && event.action !== 'delete') return { show: 'after', fields: afterFields };
  const beforeFields = snapshotFields(before, 'before');
  if (beforeFields.length > 0) return { show: 'before', fields: beforeFields };
  return afterFields.length > 0 ? { show: 'after', fields: afterFields } : null;
}
