import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { isUuid } from '../../../core/schemas/common';
import type {
  DashboardSummary,
  Process,
  ProcessCreate,
  ProcessListQuery,
  ProcessUpdate,
} from '../../../core/schemas/process';
import type { Db, Executor, Tx } from '../../db/client';
import { jobRoles, processes } from '../../db/schema';
import { writeAudit } from '../../plugins/audit';
import { badRequest, notFound } from '../../plugins/errors';
import { findJobRole } from '../job-roles/job-roles.service';

type ProcessRow = typeof processes.$inferSelect;

export function toProcess(row: ProcessRow): Process {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    jobRoleId: row.jobRoleId,
    version: row.version,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** `%` and `_` typed by a user are literal characters, not wildcards. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface ProcessPage {
  items: Process[];
  total: number;
}

/** Processes newest first, filtered by role and by a search over name, description and role name. */
export async function listProcesses(db: Db, query: ProcessListQuery): Promise<ProcessPage> {
  const filters: SQL[] = [];
  if (query.jobRoleId !== undefined) {
    if (!isUuid(query.jobRoleId)) return { items: [], total: 0 };
    filters.push(eq(processes.jobRoleId, query.jobRoleId));
  }
  const term = query.search?.trim();
  if (term) {
    const pattern = likePattern(term);
    filters.push(
      or(
        ilike(processes.name, pattern),
        ilike(processes.description, pattern),
        ilike(jobRoles.name, pattern),
      )!,
    );
  }
  const base = db
    .select({ process: processes, total: sql<number>`count(*) over ()` })
    .from(processes)
    .leftJoin(jobRoles, eq(jobRoles.id, processes.jobRoleId))
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(processes.updatedAt), desc(processes.id));
  const rows = await (query.limit !== undefined
    ? base.limit(query.limit).offset(query.offset ?? 0)
    : base.offset(query.offset ?? 0));
  let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  if (rows.length === 0 && (query.offset ?? 0) > 0) {
    // Past the last page the window count is absent; count separately so the client still knows the total.
    const [c] = await db
      .select({ n: sql<number>`count(*)` })
      .from(processes)
      .leftJoin(jobRoles, eq(jobRoles.id, processes.jobRoleId))
      .where(filters.length ? and(...filters) : undefined);
    total = Number(c?.n ?? 0);
  }
  return { items: rows.map((r) => toProcess(r.process)), total };
}

export async function findProcess(db: Executor, id: string): Promise<Process | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(processes).where(eq(processes.id, id)).limit(1);
  return row ? toProcess(row) : null;
}

async function requireJobRole(tx: Tx, jobRoleId: string): Promise<void> {
  if (!(await findJobRole(tx, jobRoleId))) throw badRequest('The selected job role does not exist.');
}

/** Creates a process under an existing role and its audit event, in `tx`. */
export async function createProcess(tx: Tx, input: ProcessCreate): Promise<Process> {
  await requireJobRole(tx, input.jobRoleId);
  const [row] = await tx
    .insert(processes)
    .values({
      name: input.name,
      description: input.description,
      jobRoleId: input.jobRoleId,
      version: input.version,
      status: input.status,
    })
    .returning();
  const created = toProcess(row!);
  await writeAudit(tx, {
    action: 'create',
    entityType: 'process',
    entityId: created.id,
    processId: created.id,
    summary: `Created process "${created.name}"`,
    after: created,
  });
  return created;
}

/** Applies the given fields, bumps updatedAt and records before and after, in `tx`. */
export async function updateProcess(tx: Tx, id: string, input: ProcessUpdate): Promise<Process> {
  const before = await findProcess(tx, id);
  if (!before) throw notFound('Process');
  if (input.jobRoleId !== undefined) await requireJobRole(tx, input.jobRoleId);
  const [row] = await tx
    .update(processes)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(processes.id, before.id))
    .returning();
  const after = toProcess(row!);
  await writeAudit(tx, {
    action: 'update',
    entityType: 'process',
    entityId: after.id,
    processId: after.id,
    summary: `Updated process "${after.name}"`,
    before,
    after,
  });
  return after;
}

/** Deletes the process and everything hanging on it (cascade); the audit event keeps a copy. */
export async function deleteProcess(tx: Tx, id: string): Promise<void> {
  const before = await findProcess(tx, id);
  if (!before) throw notFound('Process');
  await tx.delete(processes).where(eq(processes.id, before.id));
  await writeAudit(tx, {
    action: 'delete',
    entityType: 'process',
    entityId: before.id,
    processId: before.id,
    summary: `Deleted process "${before.name}"`,
    before,
  });
}

/** The dashboard's four cards in one round trip. */
export async function getDashboardSummary(db: Db): Promise<DashboardSummary> {
  const result = await db.execute<{
    total: string | number;
    published: string | number;
    draft: string | number;
    in_review: string | number;
    roles: string | number;
  }>(sql`
    select
      (select count(*) from ${processes}) as total,
      (select count(*) from ${processes} where ${processes.status} = 'published') as published,
      (select count(*) from ${processes} where ${processes.status} = 'draft') as draft,
      (select count(*) from ${processes} where ${processes.status} = 'in_review') as in_review,
      (select count(*) from ${jobRoles}) as roles
  `);
  const row = (result as unknown as { rows: Record<string, string | number>[] }).rows[0]!;
  return {
    totalProcesses: Number(row.total),
    published: Number(row.published),
    draft: Number(row.draft),
    inReview: Number(row.in_review),
    jobRoles: Number(row.roles),
  };
}
