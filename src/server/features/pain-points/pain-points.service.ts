import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { isUuid } from '../../../core/schemas/common';
import {
  PAIN_POINT_STATUS_LABELS,
  type PainPointStatus,
  type PainPointStatusCreate,
  type PainPointStatusValue,
} from '../../../core/schemas/pain-point-status';
import type { Db, Tx } from '../../db/client';
import { requireProcess } from '../../db/find';
import { toStatus } from '../../db/presenters/pain-point-status';
import { painPointStatuses } from '../../db/schema';
import { writeProcessRowAudit } from '../../plugins/audit';
import { notFound } from '../../plugins/errors';
import { resolvePainPoint } from './process-pain-points';

/**
 * The statuses of a process's pain points, oldest first; 404 for an unknown process. A row kept
 * from before pain point ids whose title matched no pain point belongs to none and is left out.
 */
export async function listPainPointStatuses(db: Db, processId: string): Promise<PainPointStatus[]> {
  await requireProcess(db, processId, 404);
  const rows = await db
    .select()
    .from(painPointStatuses)
    .where(and(eq(painPointStatuses.processId, processId), isNotNull(painPointStatuses.painPointId)))
    .orderBy(asc(painPointStatuses.createdAt), asc(painPointStatuses.id));
  return rows.map(toStatus);
}

/**
 * Adds a status to a pain point, named by id or by title (400 when the process has no such pain
 * point). The same (pain point, status) twice yields the existing row, never a second one (a unique
 * index decides, so concurrent duplicates are safe too).
 */
export async function addPainPointStatus(
  tx: Tx,
  input: PainPointStatusCreate,
): Promise<{ status: PainPointStatus; created: boolean }> {
  await requireProcess(tx, input.processId);
  const painPoint = await resolvePainPoint(tx, input.processId, input);
  const [inserted] = await tx
    .insert(painPointStatuses)
    .values({
      processId: input.processId,
      painPointId: painPoint.id,
      painPointTitle: painPoint.title,
      status: input.status,
    })
    .onConflictDoNothing()
    .returning();
  if (!inserted) {
    const [existing] = await tx
      .select()
      .from(painPointStatuses)
      .where(
        and(
          eq(painPointStatuses.processId, input.processId),
          eq(painPointStatuses.painPointId, painPoint.id),
          eq(painPointStatuses.status, input.status),
        ),
      )
      .limit(1);
    return { status: toStatus(existing!), created: false };
  }
  const status = toStatus(inserted);
  await writeProcessRowAudit(tx, {
    action: 'create',
    entityType: 'pain_point_status',
    summary: `Marked pain point "${status.painPointTitle}" as ${PAIN_POINT_STATUS_LABELS[status.status as PainPointStatusValue]}`,
    after: status,
  });
  return { status, created: true };
}

/** Removes one status entry; the audit event keeps what it was. */
export async function removePainPointStatus(tx: Tx, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound('Pain point status');
  const [row] = await tx.delete(painPointStatuses).where(eq(painPointStatuses.id, id)).returning();
  if (!row) throw notFound('Pain point status');
  const status = toStatus(row);
  const label = PAIN_POINT_STATUS_LABELS[status.status as PainPointStatusValue] ?? status.status;
  await writeProcessRowAudit(tx, {
    action: 'delete',
    entityType: 'pain_point_status',
    summary: `Removed ${label} from pain point "${status.painPointTitle}"`,
    before: status,
  });
}
