import { inArray } from 'drizzle-orm';
import { auditEvents } from '../../../db/schema';
import { exportAuditEvent } from '../export-rows';
import { sameJson } from '../import-report';
import { fetchIn, type PlanContext, planTable, type TablePlan, usable } from './plan-rows';

/** Audit events: added when missing; the log is append-only, so an existing event is never rewritten. */
export async function planAuditEvents(ctx: PlanContext): Promise<TablePlan> {
  const { ex, merge } = ctx;
  return planTable(ctx.archive, 'auditEvents', async (batch) => {
    if (!merge) return;
    const existing = new Map(
      (
        await fetchIn(
          usable(batch).map((i) => i.row.id),
          (ids) => ex.select().from(auditEvents).where(inArray(auditEvents.id, ids)),
        )
      ).map((r) => [r.id, exportAuditEvent(r)]),
    );
    for (const { p, row } of usable(batch)) {
      const current = existing.get(row.id);
      if (!current) continue;
      p.action = 'unchanged';
      if (!sameJson(current, row)) p.reason = 'Audit events are never overwritten';
    }
  });
}
