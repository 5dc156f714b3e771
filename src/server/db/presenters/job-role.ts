import { presetRolesForJobRole } from '../../../core/rules/division-roles';
import type { JobRole } from '../../../core/schemas/job-role';
import type { jobRoles } from '../schema';

type JobRoleRow = typeof jobRoles.$inferSelect;

/** A role stored before the audience mapping existed covers the §6 preset for its name. */
export function toJobRole(row: JobRoleRow): JobRole {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    divisionRoles: row.divisionRoles ?? presetRolesForJobRole(row.name),
    createdAt: row.createdAt.toISOString(),
  };
}
