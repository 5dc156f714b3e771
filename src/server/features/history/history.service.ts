import { desc, eq, sql } from 'drizzle-orm';
import type { AuditEventDetail } from '../../../core/schemas/audit';
import type { Db } from '../../db/client';
import { auditEvents } from '../../db/schema';

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
  };
}

/** A process's audit events, newest first, with the total for paging. */
export async function listProcessHistory(
  db: Db,
  processId: string,
  page: { limit: number; offset: number },
): Promise<{ items: AuditEventDetail[]; total: number }> {
  const rows = await db
    .select({ event: auditEvents, total: sql<number>`count(*) over ()` })
    .from(auditEvents)
    .where(eq(auditEvents.processId, processId))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(page.limit)
    .offset(page.offset);
  return { items: rows.map((r) => toAuditEvent(r.event)), total: rows.length ? Number(rows[0]!.total) : 0 };
}
