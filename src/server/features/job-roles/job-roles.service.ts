import { and, asc, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { audienceToStore, isPresetAudience } from '../../../core/rules/division-roles';
import { isUuid } from '../../../core/schemas/common';
import {
  type JobRole,
  type JobRoleCreate,
  type JobRoleListItem,
  type JobRoleUpdate,
  jobRoleInUseMessage,
} from '../../../core/schemas/job-role';
import type { Db, Tx } from '../../db/client';
import { toJobRole } from '../../db/presenters/job-role';
import { jobRoles, processes } from '../../db/schema';
import { likePattern } from '../../lib/like-pattern';
import { writeAudit } from '../../plugins/audit';
import { conflict, notFound } from '../../plugins/errors';

const sameTitles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((t, i) => t === b[i]);

/**
 * All roles by name, each with its number of processes (one grouped query); with a search term,
 * only the roles whose name or description contains it.
 */
export async function listJobRoles(db: Db, search?: string): Promise<JobRoleListItem[]> {
  const term = search?.trim();
  const rows = await db
    .select({ role: jobRoles, processCount: count(processes.id) })
    .from(jobRoles)
    .leftJoin(processes, eq(processes.jobRoleId, jobRoles.id))
    .where(
      term
        ? or(ilike(jobRoles.name, likePattern(term)), ilike(jobRoles.description, likePattern(term)))
        : undefined,
    )
    .groupBy(jobRoles.id)
    .orderBy(asc(jobRoles.name));
  return rows.map((r) => ({ ...toJobRole(r.role), processCount: Number(r.processCount) }));
}

/** Creates a role with a unique name (409 otherwise) and its audit event, in `tx`. */
export async function createJobRole(tx: Tx, input: JobRoleCreate): Promise<JobRole> {
  const [row] = await tx
    .insert(jobRoles)
    .values({
      name: input.name,
      description: input.description,
      // Left out, or the name's preset: stored as never edited, so a rename moves it (spec §6).
      divisionRoles: input.divisionRoles ? audienceToStore(input.name, input.divisionRoles) : null,
    })
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

/**
 * Renames or redescribes a role, or sets its audience (409 when the name is taken, 404 when
 * unknown), with its audit event. An audience never set by hand (the §6 preset) follows a rename;
 * one set by hand stays.
 */
export async function updateJobRole(tx: Tx, id: string, input: JobRoleUpdate): Promise<JobRole> {
  if (!isUuid(id)) throw notFound('Job role');
  const [beforeRow] = await tx.select().from(jobRoles).where(eq(jobRoles.id, id)).for('update');
  if (!beforeRow) throw notFound('Job role');
  const before = toJobRole(beforeRow);
  const changes: { name?: string; description?: string | null; divisionRoles?: string[] | null } = {};
  if (input.name !== undefined && input.name !== before.name) changes.name = input.name;
  if (input.description !== undefined && input.description !== before.description) {
    changes.description = input.description;
  }
  const name = changes.name ?? before.name;
  if (input.divisionRoles !== undefined && !sameTitles(input.divisionRoles, before.divisionRoles)) {
    changes.divisionRoles = audienceToStore(name, input.divisionRoles);
  } else if (changes.name !== undefined && isPresetAudience(before.name, before.divisionRoles)) {
    // Rows written before this rule hold the preset's titles rather than null: the same test reads both.
    changes.divisionRoles = null;
  }
  if (Object.keys(changes).length === 0) return before;
  if (changes.name !== undefined) {
    const [taken] = await tx
      .select({ id: jobRoles.id })
      .from(jobRoles)
      .where(and(eq(jobRoles.name, changes.name), ne(jobRoles.id, id)))
      .limit(1);
    if (taken) throw conflict(`A job role named "${changes.name}" already exists.`);
  }
  const [row] = await tx.update(jobRoles).set(changes).where(eq(jobRoles.id, id)).returning();
  const after = toJobRole(row!);
  await writeAudit(tx, {
    action: 'update',
    entityType: 'job_role',
    entityId: after.id,
    summary:
      changes.name !== undefined
        ? `Renamed job role "${before.name}" to "${after.name}"`
        : changes.divisionRoles !== undefined && changes.description === undefined
          ? `Changed the training audience of job role "${after.name}"`
          : `Updated job role "${after.name}"`,
    before,
    after,
  });
  return after;
}

/**
 * Deletes a role that has no processes (409 with the count otherwise, 404 when unknown), with its
 * audit event. The role row is locked first, so a process created meanwhile cannot be orphaned.
 */
export async function deleteJobRole(tx: Tx, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound('Job role');
  const [row] = await tx.select().from(jobRoles).where(eq(jobRoles.id, id)).for('update');
  if (!row) throw notFound('Job role');
  const [used] = await tx
    .select({ n: sql<number>`count(*)` })
    .from(processes)
    .where(eq(processes.jobRoleId, id));
  const processCount = Number(used?.n ?? 0);
  if (processCount > 0) throw conflict(jobRoleInUseMessage(processCount), { processCount });
  const before = toJobRole(row);
  await tx.delete(jobRoles).where(eq(jobRoles.id, id));
  await writeAudit(tx, {
    action: 'delete',
    entityType: 'job_role',
    entityId: before.id,
    summary: `Deleted job role "${before.name}"`,
    before,
  });
}
