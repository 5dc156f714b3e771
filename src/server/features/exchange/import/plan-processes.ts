import { inArray } from 'drizzle-orm';
import { jobRoles, processes } from '../../../db/schema';
import { exportProcess } from '../export-rows';
import { compare, fetchIn, type PlanContext, planTable, reject, type TablePlan, usable } from './plan-rows';

/**
 * Processes: their job role must be in the archive (`roleTarget`, not `rejectedRoles`) or (merge)
 * in the database. Adds each valid process's id to `inArchive`.
 */
export async function planProcesses(
  ctx: PlanContext,
  roleTarget: Map<string, string>,
  rejectedRoles: Set<string>,
  inArchive: Set<string>,
): Promise<TablePlan> {
  const { ex, merge } = ctx;
  return planTable(ctx.archive, 'processes', async (batch) => {
    const missingRoleIds = usable(batch)
      .map((i) => i.row.jobRoleId)
      .filter((id): id is string => id !== null && !roleTarget.has(id) && !rejectedRoles.has(id));
    const dbRoleIds = new Set(
      merge && missingRoleIds.length
        ? (
            await fetchIn(missingRoleIds, (ids) =>
              ex.select({ id: jobRoles.id }).from(jobRoles).where(inArray(jobRoles.id, ids)),
            )
          ).map((r) => r.id)
        : [],
    );
    for (const i of usable(batch)) {
      const roleId = i.row.jobRoleId;
      if (roleId === null) continue;
      if (roleTarget.has(roleId)) i.row = { ...i.row, jobRoleId: roleTarget.get(roleId)! };
      else if (rejectedRoles.has(roleId)) reject(i.p, 'Its job role is rejected');
      else if (!dbRoleIds.has(roleId)) {
        reject(i.p, `Its job role (${roleId}) is not in the archive${merge ? ' or the database' : ''}`);
      }
    }
    if (merge) {
      const valid = usable(batch);
      const existing = new Map(
        (
          await fetchIn(
            valid.map((i) => i.row.id),
            (ids) => ex.select().from(processes).where(inArray(processes.id, ids)),
          )
        ).map((r) => [r.id, exportProcess(r)]),
      );
      for (const i of valid) compare(i.p, existing.get(i.row.id), i.row);
    }
    for (const i of usable(batch)) inArchive.add(i.row.id);
  });
}
