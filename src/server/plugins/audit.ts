import type { Executor } from '../db/client';
import { auditEvents } from '../db/schema';

export interface AuditInput {
  action: 'create' | 'update' | 'delete' | 'import';
  entityType: string;
  entityId: string | null;
  processId?: string | null;
  summary: string;
  before?: unknown;
  after?: unknown;
}

/** Records one change; call it with the transaction that makes the change so both commit or neither. */
export async function writeAudit(tx: Executor, event: AuditInput): Promise<void> {
  await tx.insert(auditEvents).values({
    action: event.action,
    entityType: event.entityType,
    entityId: event.entityId,
    processId: event.processId ?? null,
    summary: event.summary,
    before: event.before ?? null,
    after: event.after ?? null,
  });
}

/** Records many changes in a few statements (bulk imports); same guarantee as writeAudit. */
export async function writeAudits(tx: Executor, events: readonly AuditInput[]): Promise<void> {
  for (let i = 0; i < events.length; i += 500) {
    await tx.insert(auditEvents).values(
      events.slice(i, i + 500).map((event) => ({
        action: event.action,
        entityType: event.entityType,
        entityId: event.entityId,
        processId: event.processId ?? null,
        summary: event.summary,
        before: event.before ?? null,
        after: event.after ?? null,
      })),
    );
  }
}
