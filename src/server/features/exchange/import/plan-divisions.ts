import { inArray } from 'drizzle-orm';
import { divisions } from '../../../db/schema';
import { exportDivision } from '../export-rows';
import { compare, fetchIn, type PlanContext, planTable, type TablePlan, usable } from './plan-rows';

/** Divisions: by code. */
export async function planDivisions(ctx: PlanContext): Promise<TablePlan> {
  const { ex, merge } = ctx;
  return planTable(ctx.archive, 'divisions', async (batch) => {
    if (!merge) return;
    const existing = new Map(
      (
        await fetchIn(
          usable(batch).map((i) => i.row.code),
          (codes) => ex.select().from(divisions).where(inArray(divisions.code, codes)),
        )
      ).map((r) => [r.code, exportDivision(r)]),
    );
    for (const i of usable(batch)) compare(i.p, existing.get(i.row.code), i.row);
  });
}
