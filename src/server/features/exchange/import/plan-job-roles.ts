import { inArray } from 'drizzle-orm';
import { jobRoles } from '../../../db/schema';
import { exportJobRole } from '../export-rows';
import { sameJson } from '../import-report';
import {
  compare,
  fetchIn,
  type PlanContext,
  planTable,
  reject,
  setTarget,
  type TablePlan,
  usable,
} from './plan-rows';

/**
 * Job roles: by id, else by unique name (the archive's processes then point at the existing role).
 * Fills `roleTarget`: the role each valid archive role id resolves to.
 */
export async function planJobRoles(ctx: PlanContext, roleTarget: Map<string, string>): Promise<TablePlan> {
  const { ex, merge, targets } = ctx;
  const roleNames = new Map<string, number>();
  return planTable(ctx.archive, 'jobRoles', async (batch) => {
    for (const i of usable(batch)) {
      const first = roleNames.get(i.row.name);
      if (first !== undefined) reject(i.p, `Another job role in the archive has this name (row ${first})`);
      else roleNames.set(i.row.name, i.p.row);
    }
    const valid = usable(batch);
    if (merge) {
      const byId = new Map(
        (
          await fetchIn(
            valid.map((i) => i.row.id),
            (ids) => ex.select().from(jobRoles).where(inArray(jobRoles.id, ids)),
          )
        ).map((r) => [r.id, r]),
      );
      const byName = new Map(
        (
          await fetchIn(
            valid.map((i) => i.row.name),
            (names) => ex.select().from(jobRoles).where(inArray(jobRoles.name, names)),
          )
        ).map((r) => [r.name, r]),
      );
      for (const { p, row } of valid) {
        const sameId = byId.get(row.id);
        const sameName = byName.get(row.name);
        if (sameId) {
          if (sameName && sameName.id !== row.id)
            reject(p, `Another job role is already named "${row.name}"`);
          else {
            const current = exportJobRole(sameId);
            // An archive without divisionRoles leaves the stored training audience as it is.
            compare(p, current, { ...row, divisionRoles: row.divisionRoles ?? current.divisionRoles });
          }
        } else if (sameName) {
          const current = exportJobRole(sameName);
          setTarget(ctx, 'jobRoles', p, sameName.id);
          p.action =
            current.description === row.description &&
            (row.divisionRoles === null || sameJson(current.divisionRoles, row.divisionRoles))
              ? 'unchanged'
              : 'update';
          p.reason = 'Matched by name to an existing job role';
        }
      }
    }
    for (const { p, row } of usable(batch)) roleTarget.set(row.id, targets.jobRoles.get(p.row - 1) ?? row.id);
  });
}
