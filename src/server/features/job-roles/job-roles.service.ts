import { asc, count, eq } from 'drizzle-orm';
import { isUuid } from '../../../core/schemas/common';
import type { JobRole, JobRoleCreate, JobRoleListItem } from '../../../core/schemas/job-role';
import type { Db, Executor, Tx } from '../../db/client';
import { jobRoles, processes } from '../../db/schema';
import { writeAudit } from '../../plugins/audit';
import { conflict } from '../../plugins/errors';

type JobRoleRow = typeof jobRoles.$inferSelect;

export function toJobRole(row: JobRoleRow): JobRole {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  };
}

/** All roles by name, each with its number of processes (one grouped query). */
export async function listJobRoles(db: Db): Promise<JobRoleListItem[]> {
  const rows = await db
    .select({ role: jobRoles, processCount: count(processes.id) })
    .from(jobRoles)
    .leftJoin(processes, eq(processes.jobRoleId, jobRoles.id))
    .groupBy(jobRoles.id)
    .orderBy(asc(jobRoles.name));
  return rows.map((r) => ({ ...toJobRole(r.role), processCount: Number(r.processCount) }));
}

/** The role, or null when the id is unknown or not an id at all. */
export async function findJobRole(db: Executor, id: string): Promise<JobRole | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(jobRoles).where(eq(jobRoles.id, id)).limit(1);
  return row ? toJobRole(row) : null;
}

/** Creates a role with a unique name (409 otherwise) and its audit event, in `tx`. */
export async function createJobRole(tx: Tx, input: JobRoleCreate): Promise<JobRole> {
  const [row] = await tx
    .insert(jobRoles)
    .values({ name: input.name, description: input.description })
    .onConflictDoNothing({ target: jobRoles.name })
    .returning();
  if (!row) throw conflict(`A job role named "${input.name}" already exists.`);
  const role = toJobRole(row);
  await writeAudit(tx, {
    action: 'create',
    entityType: 'job_role',
    entityId: role.id,
    summary: `Created job role "${role.name}"`,
    after: role,
  });
  return role;
}
