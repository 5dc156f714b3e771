import { and, asc, eq, sql } from 'drizzle-orm';
import type { ChangeImpact, ChangeImpactUpsert } from '../../../core/schemas/change-impact';
import { isUuid } from '../../../core/schemas/common';
import type { Db, Tx } from '../../db/client';
import { requireProcess } from '../../db/find';
import { toChangeImpact } from '../../db/presenters/change-impact';
import { changeImpactAssessments } from '../../db/schema';
import { writeProcessRowAudit } from '../../plugins/audit';
import { notFound } from '../../plugins/errors';

/** The assessments of a process in the order their outputs were first assessed; 404 for an unknown process. */
export async function listChangeImpacts(db: Db, processId: string): Promise<ChangeImpact[]> {
  await requireProcess(db, processId, 404);
  const rows = await db
    .select()
    .from(changeImpactAssessments)
    .where(eq(changeImpactAssessments.processId, processId))
    .orderBy(asc(changeImpactAssessments.createdAt), asc(changeImpactAssessments.id));
  return rows.map(toChangeImpact);
}

/**
 * Creates or updates the one row of (process, output): a single INSERT … ON CONFLICT, so
 * concurrent saves of the same output never make a duplicate; the last save wins per field set.
 */
export async function upsertChangeImpact(tx: Tx, input: ChangeImpactUpsert): Promise<ChangeImpact> {
  await requireProcess(tx, input.processId);
  const [beforeRow] = await tx
    .select()
    .from(changeImpactAssessments)
    .where(
      and(
        eq(changeImpactAssessments.processId, input.processId),
        eq(changeImpactAssessments.processOutput, input.processOutput),
      ),
    )
    .limit(1);
  const values = {
    changeType: input.changeType,
    changeDescription: input.changeDescription,
    impactAssessment: input.impactAssessment,
  };
  const [row] = await tx
    .insert(changeImpactAssessments)
    .values({ processId: input.processId, processOutput: input.processOutput, ...values })
    .onConflictDoUpdate({
      target: [changeImpactAssessments.processId, changeImpactAssessments.processOutput],
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  const after = toChangeImpact(row!);
  const before = beforeRow ? toChangeImpact(beforeRow) : null;
  await writeProcessRowAudit(tx, {
    action: before ? 'update' : 'create',
    entityType: 'change_impact',
    summary: `${before ? 'Updated' : 'Assessed'} change impact of "${after.processOutput}"`,
    before,
    after,
  });
  return after;
}

/** Removes a (custom) output's row; the audit event keeps what it held. */
export async function deleteChangeImpact(tx: Tx, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound('Change impact assessment');
  const [row] = await tx
    .delete(changeImpactAssessments)
    .where(eq(changeImpactAssessments.id, id))
    .returning();
  if (!row) throw notFound('Change impact assessment');
  const before = toChangeImpact(row);
  await writeProcessRowAudit(tx, {
    action: 'delete',
    entityType: 'change_impact',
    summary: `Removed output "${before.processOutput}" from the change impact matrix`,
    before,
  });
}
