import { inArray } from 'drizzle-orm';
import { painPointStatuses } from '../../../db/schema';
import { exportPainPointStatus } from '../export-rows';
import { ppKey, ppStoredKeys, withStoredPainPointId } from './pain-point-keys';
import { type ArchiveProcesses, checkProcess, mergeByKey } from './plan-merge';
import { type PlanContext, planTable, rejectDuplicateKeys, type TablePlan } from './plan-rows';

/** Pain point statuses: by id, else by (process, title, status): the same status is "unchanged". */
export async function planPainPointStatuses(ctx: PlanContext, known: ArchiveProcesses): Promise<TablePlan> {
  const { ex } = ctx;
  const seen = new Map<string, number>();
  return planTable(ctx.archive, 'painPointStatuses', async (batch) => {
    await checkProcess(ctx, known, batch);
    rejectDuplicateKeys(seen, batch, ppKey, 'the same pain point and status');
    await mergeByKey(ctx, 'painPointStatuses', batch, {
      keyOf: ppKey,
      byProcess: (processIds) =>
        ex
          .select()
          .from(painPointStatuses)
          .where(inArray(painPointStatuses.processId, processIds))
          .then((rows) => rows.map(exportPainPointStatus)),
      byId: (ids) =>
        ex
          .select()
          .from(painPointStatuses)
          .where(inArray(painPointStatuses.id, ids))
          .then((rows) => rows.map(exportPainPointStatus)),
      texts: { clash: 'This status is already recorded for this pain point', matched: 'Already recorded' },
      storedKeysOf: ppStoredKeys,
      incoming: withStoredPainPointId,
    });
  });
}
