import { inArray } from 'drizzle-orm';
import { comments } from '../../../db/schema';
import { exportComment } from '../export-rows';
import { sameJson } from '../import-report';
import { type ArchiveProcesses, checkProcess } from './plan-merge';
import { fetchIn, type PlanContext, planTable, type TablePlan, usable } from './plan-rows';

/**
 * Comments: by id, on a process of the archive or the database. A reply whose thread is missing
 * is kept (it shows once the thread comes); an author from another repository keeps their name.
 */
export async function planComments(ctx: PlanContext, known: ArchiveProcesses): Promise<TablePlan> {
  const { ex, merge } = ctx;
  return planTable(ctx.archive, 'comments', async (batch) => {
    await checkProcess(ctx, known, batch);
    if (!merge) return;
    const existing = new Map(
      (
        await fetchIn(
          usable(batch).map((i) => i.row.id),
          (ids) => ex.select().from(comments).where(inArray(comments.id, ids)),
        )
      ).map((r) => [r.id, exportComment(r)]),
    );
    for (const { p, row } of usable(batch)) {
      const current = existing.get(row.id);
      if (!current) continue;
      p.action = sameJson(current, row) ? 'unchanged' : 'update';
    }
  });
}
