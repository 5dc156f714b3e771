import type { AuditEventDetail } from '../../../core/schemas/audit';
import type { auditEvents } from '../schema';

type AuditRow = typeof auditEvents.$inferSelect;

export function toAuditEvent(row: AuditRow): AuditEventDetail {
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    processId: row.processId,
    summary: row.summary,
    before: row.before ?? null,
    after: row.after ?? null,
    actorId: row.actorId,
    actorName: row.actorName,
  };
}
