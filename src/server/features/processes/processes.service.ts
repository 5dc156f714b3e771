import { and, count, desc, eq, getTableColumns, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { statusAfterEdit } from '../../../core/rules/draft-on-edit';
import { isUuid } from '../../../core/schemas/common';
import type {
  DashboardSummary,
  Process,
  ProcessCreate,
  ProcessListQuery,
  ProcessUpdate,
} from '../../../core/schemas/process';
import type { Db, Tx } from '../../db/client';
import { findJobRole, findProcess } from '../../db/find';
import { processColumns, toProcess } from '../../db/presenters/process';
import { jobRoles, processes } from '../../db/schema';
import { likePattern } from '../../lib/like-pattern';
import { type AuditInput, writeAudit, writeAudits } from '../../plugins/audit';
import { badRequest, conflict, notFound } from '../../plugins/errors';
import { searchPage } from './process-search';

const VERBS = { create: 'Created', update: 'Updated', delete: 'Deleted' } as const;

/** The audit event of a change to process `p`: as it is after the change, or as it was when deleted. */
function processAudit(
  action: keyof typeof VERBS,
  p: Process,
  change: { before?: Process; after?: Process },
): AuditInput {
  return {
    action,
    entityType: 'process',
    entityId: p.id,
    processId: p.id,
    summary: `${VERBS[action]} process "${p.name}"`,
    ...change,
  };
}

export interface ProcessPage {
  items: Process[];
  total: number;
  /** True when `total` is a lower bound: a search matched more than SEARCH_COUNT_CAP processes. */
  totalIsLowerBound: boolean;
}

/** Ids of the roles whose name contains `term` (any case), asked of the database. */
async function roleIdsNamed(db: Db, term: string): Promise<string[]> {
  const rows = await db
    .select({ id: jobRoles.id })
    .from(jobRoles)
    .where(ilike(jobRoles.name, likePattern(term)));
  return rows.map((r) => r.id);
}

/**
 * Processes newest first, filtered by role and by a search over name, description and role name.
 * The role names are matched first (a small table; `rolesNamed`), so the process filter is a plain OR over the
 * search text's trigram index and the role index; a search page is cut by searchPage.
 */
export async function listProcesses(
  db: Db,
  query: ProcessListQuery,
  rolesNamed: (term: string) => Promise<string[]> = (term) => roleIdsNamed(db, term),
): Promise<ProcessPage> {
  const filters: SQL[] = [];
  if (query.jobRoleId !== undefined) {
    if (!isUuid(query.jobRoleId)) return { items: [], total: 0, totalIsLowerBound: false };
    filters.push(eq(processes.jobRoleId, query.jobRoleId));
  }
  const term = query.search?.trim();
  if (term) {
    const pattern = likePattern(term);
    const roleIds = await rolesNamed(term);
    filters.push(
      or(
        // search_text is lower(name || ' ' || description): the same lower() on the pattern.
        sql`${processes.searchText} LIKE lower(${pattern})`,
        roleIds.length > 0 ? inArray(processes.jobRoleId, roleIds) : undefined,
      )!,
    );
  }
  const where = filters.length ? and(...filters) : undefined;
  const offset = query.offset ?? 0;
  if (term && where && query.limit !== undefined) return searchPage(db, where, query.limit, offset);
  const base = db
    .select(processColumns)
    .from(processes)
    .where(where)
    .orderBy(desc(processes.updatedAt), desc(processes.id));
  const rows = await (query.limit !== undefined
    ? base.limit(query.limit).offset(offset)
    : base.offset(offset));
  const items = rows.map(toProcess);
  // A whole list, or a page that is not full, tells its own total.
  if (query.limit === undefined || (rows.length < query.limit && (rows.length > 0 || offset === 0))) {
    return { items, total: offset + rows.length, totalIsLowerBound: false };
  }
  const [c] = await db.select({ n: count() }).from(processes).where(where);
  return { items, total: Number(c?.n ?? 0), totalIsLowerBound: false };
}

async function requireJobRole(tx: Tx, jobRoleId: string): Promise<void> {
  if (!(await findJobRole(tx, jobRoleId))) throw badRequest('The selected job role does not exist.');
}

/**
 * Creates many processes under existing roles (400 when one is missing) with one audit event each,
 * in `tx`: the bulk form of createProcess for imports, a few statements per 500 processes.
 */
export async function createProcesses(tx: Tx, inputs: readonly ProcessCreate[]): Promise<Process[]> {
  const roleIds = [...new Set(inputs.map((p) => p.jobRoleId))];
  if (roleIds.some((id) => !isUuid(id))) throw badRequest('The selected job role does not exist.');
  const found = roleIds.length
    ? await tx.select({ id: jobRoles.id }).from(jobRoles).where(inArray(jobRoles.id, roleIds))
    : [];
  if (found.length !== roleIds.length) throw badRequest('The selected job role does not exist.');
  const created: Process[] = [];
  for (let i = 0; i < inputs.length; i += 500) {
    const rows = await tx
      .insert(processes)
      .values(
        inputs.slice(i, i + 500).map((input) => ({
          name: input.name,
          description: input.description,
          jobRoleId: input.jobRoleId,
          version: input.version,
          status: input.status,
        })),
      )
      .returning();
    created.push(...rows.map(toProcess));
  }
  await writeAudits(
    tx,
    created.map((p) => processAudit('create', p, { after: p })),
  );
  return created;
}

/** Applies the given fields, bumps updatedAt and records before and after, in `tx`. */
/** The 409 of an edit that would publish a process. */
export const PUBLISHED_BY_SIGN_OFF =
  'A process is published by sign-off: use Request Review, and it is published when every approver approves.';

export async function updateProcess(tx: Tx, id: string, input: ProcessUpdate): Promise<Process> {
  const before = await findProcess(tx, id);
  if (!before) throw notFound('Process');
  // Review and sign-off: a process is published when every approver of its review approved; an
  // edit cannot publish it (a restore through Bulk Import keeps the status it carries).
  if (input.status === 'published' && before.status !== 'published') {
    throw conflict(PUBLISHED_BY_SIGN_OFF);
  }
  if (input.jobRoleId !== undefined) await requireJobRole(tx, input.jobRoleId);
  const status = statusAfterEdit(before.status, input.status);
  const [row] = await tx
    .update(processes)
    .set({ ...input, status, updatedAt: sql`now()` })
    .where(eq(processes.id, before.id))
    .returning();
  const after = toProcess(row!);
  await writeAudit(tx, processAudit('update', after, { before, after }));
  return after;
}

/**
 * Applies many processes' changes (each its own fields) with one audit event each, in `tx`: the
 * bulk form of updateProcess for imports, one UPDATE per 500 processes. 404 when one is unknown.
 */
export async function updateProcesses(
  tx: Tx,
  updates: readonly { id: string; changes: ProcessUpdate }[],
): Promise<Process[]> {
  const roleIds = [...new Set(updates.flatMap((u) => (u.changes.jobRoleId ? [u.changes.jobRoleId] : [])))];
  for (const id of roleIds) await requireJobRole(tx, id);
  const updated: Process[] = [];
  for (let i = 0; i < updates.length; i += 500) {
    const chunk = updates.slice(i, i + 500);
    const ids = chunk.map((u) => u.id);
    if (!ids.every(isUuid)) throw notFound('Process');
    const beforeRows = await tx.select().from(processes).where(inArray(processes.id, ids)).for('update');
    const before = new Map(beforeRows.map((r) => [r.id, toProcess(r)]));
    if (before.size !== new Set(ids).size) throw notFound('Process');
    const values = chunk.map(({ id, changes }) => {
      const next = { ...before.get(id)!, ...changes };
      return sql`(${id}::uuid, ${next.name}, ${next.description}, ${next.jobRoleId}::uuid, ${next.version}, ${next.status})`;
    });
    const rows = await tx
      .update(processes)
      .set({
        name: sql`v.name`,
        description: sql`v.description`,
        jobRoleId: sql`v.job_role_id`,
        version: sql`v.version`,
        status: sql`v.status`,
        updatedAt: sql`now()`,
      })
      .from(
        sql`(values ${sql.join(values, sql`, `)}) as v(id, name, description, job_role_id, version, status)`,
      )
      .where(eq(processes.id, sql`v.id`))
      .returning(getTableColumns(processes));
    const after = rows.map(toProcess);
    updated.push(...after);
    await writeAudits(
      tx,
      after.map((p) => processAudit('update', p, { before: before.get(p.id), after: p })),
    );
  }
  return updated;
}

/** Deletes the process and everything hanging on it (cascade); the audit event keeps a copy. */
export async function deleteProcess(tx: Tx, id: string): Promise<void> {
  const before = await findProcess(tx, id);
  if (!before) throw notFound('Process');
  await tx.delete(processes).where(eq(processes.id, before.id));
  await writeAudit(tx, processAudit('delete', before, { before }));
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
