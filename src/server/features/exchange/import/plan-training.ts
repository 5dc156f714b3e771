import { inArray } from 'drizzle-orm';
import { trainingArtifacts, trainingTierDocuments } from '../../../db/schema';
import { exportTierDocument, exportTrainingArtifact } from '../export-rows';
import { type ArchiveProcesses, checkProcess, mergeById } from './plan-merge';
import { type PlanContext, planTable, type TablePlan, usable } from './plan-rows';

/** A training item as a pain point link sees it. */
export interface LinkItem {
  processId: string;
  name: string;
}

/** Training artifacts: by id. Each valid one is kept in `items` for the pain point links that name it. */
export async function planTrainingArtifacts(
  ctx: PlanContext,
  known: ArchiveProcesses,
  items: Map<string, LinkItem>,
): Promise<TablePlan> {
  const { ex } = ctx;
  return planTable(ctx.archive, 'trainingArtifacts', async (batch) => {
    await checkProcess(ctx, known, batch);
    await mergeById(ctx, batch, (ids) =>
      ex
        .select()
        .from(trainingArtifacts)
        .where(inArray(trainingArtifacts.id, ids))
        .then((rows) => rows.map(exportTrainingArtifact)),
    );
    for (const { row } of usable(batch)) items.set(row.id, { processId: row.processId, name: row.name });
  });
}

/** Tier documents: by id. Each valid one is kept in `items` for the pain point links that name it. */
export async function planTierDocuments(
  ctx: PlanContext,
  known: ArchiveProcesses,
  items: Map<string, LinkItem>,
): Promise<TablePlan> {
  const { ex } = ctx;
  return planTable(ctx.archive, 'trainingTierDocuments', async (batch) => {
    await checkProcess(ctx, known, batch);
    await mergeById(ctx, batch, (ids) =>
      ex
        .select()
        .from(trainingTierDocuments)
        .where(inArray(trainingTierDocuments.id, ids))
        .then((rows) => rows.map(exportTierDocument)),
    );
    for (const { row } of usable(batch)) items.set(row.id, { processId: row.processId, name: row.name });
  });
}
