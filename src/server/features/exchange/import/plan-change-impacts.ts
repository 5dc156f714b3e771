import { inArray } from 'drizzle-orm';
import { changeImpactAssessments } from '../../../db/schema';
import type { ArchiveRow } from '../archive-rows';
import { exportChangeImpact } from '../export-rows';
import { type ArchiveProcesses, checkProcess } from './plan-merge';
import {
  compare,
  fetchIn,
  type PlanContext,
  planTable,
  reject,
  rejectDuplicateKeys,
  setTarget,
  type TablePlan,
  usable,
} from './plan-rows';

const ciKey = (r: ArchiveRow<'changeImpactAssessments'>) => `${r.processId}\u0000${r.processOutput}`;

/** Change impact rows: by id, else by (process, output). */
export async function planChangeImpacts(ctx: PlanContext, known: ArchiveProcesses): Promise<TablePlan> {
  const { ex, merge } = ctx;
  const ciSeen = new Map<string, number>();
  return planTable(ctx.archive, 'changeImpactAssessments', async (batch) => {
    await checkProcess(ctx, known, batch);
    rejectDuplicateKeys(ciSeen, batch, ciKey, 'the same process output');
    if (!merge) return;
    const cis = usable(batch);
    const ciExisting = (
      await fetchIn(
        cis.map((i) => i.row.processId),
        (ids) =>
          ex.select().from(changeImpactAssessments).where(inArray(changeImpactAssessments.processId, ids)),
      )
    ).map(exportChangeImpact);
    const ciById = new Map(ciExisting.map((r) => [r.id, r]));
    const ciByKey = new Map(ciExisting.map((r) => [ciKey(r), r]));
    const ciOther = await fetchIn(
      cis.filter((i) => !ciById.has(i.row.id)).map((i) => i.row.id),
      (ids) => ex.select().from(changeImpactAssessments).where(inArray(changeImpactAssessments.id, ids)),
    );
    for (const r of ciOther) ciById.set(r.id, exportChangeImpact(r));
    for (const { p, row } of cis) {
      const sameId = ciById.get(row.id);
      const sameKey = ciByKey.get(ciKey(row));
      if (sameId) {
        if (sameKey && sameKey.id !== row.id) reject(p, 'Another row already assesses this process output');
        else compare(p, sameId, row);
      } else if (sameKey) {
        setTarget(ctx, 'changeImpactAssessments', p, sameKey.id);
        compare(p, { ...sameKey, id: row.id, createdAt: row.createdAt }, row);
        p.reason = 'Matched by process and output';
      }
    }
  });
}
