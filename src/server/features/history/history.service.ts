import { and, asc, desc, eq, gte, ilike, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type {
  AuditEventDetail,
  HistoryFacets,
  RepositoryHistoryEvent,
  RepositoryHistoryQuery,
} from '../../../core/schemas/audit';
import { isUuid } from '../../../core/schemas/common';
import type { Db } from '../../db/client';
import { toAuditEvent } from '../../db/presenters/audit-event';
import { auditEvents, processes } from '../../db/schema';

/** A process's audit events, newest first, with the total for paging. */
export async function listProcessHistory(
  db: Db,
  processId: string,
  page: { limit: number; offset: number },
): Promise<{ items: AuditEventDetail[]; total: number }> {
  const rows = await db
    .select({ event: auditEvents, total: sql<number>`count(*) over ()` })
    .from(auditEvents)
    .where(eq(auditEvents.processId, processId))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(page.limit)
    .offset(page.offset);
  return { items: rows.map((r) => toAuditEvent(r.event)), total: rows.length ? Number(rows[0]!.total) : 0 };
}

/** `%` and `_` typed by a user are literal characters, not wildcards. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The filters of the Version History screen as SQL; null when a filter can match nothing. */
function historyFilters(query: RepositoryHistoryQuery): SQL[] | null {
  const filters: SQL[] = [];
  if (query.processId !== undefined) {
    if (!isUuid(query.processId)) return null;
    filters.push(eq(auditEvents.processId, query.processId));
  }
  if (query.jobRoleId !== undefined) {
    if (!isUuid(query.jobRoleId)) return null;
    const roleId = query.jobRoleId;
    filters.push(
      or(
        sql`${auditEvents.processId} in (select ${processes.id} from ${processes} where ${processes.jobRoleId} = ${roleId})`,
        // A process deleted while under the role still belongs to the role's history.
        sql`${auditEvents.processId} in (select d.process_id from ${auditEvents} d
          where d.entity_type = 'process' and d.action = 'delete' and d.before ->> 'jobRoleId' = ${roleId})`,
        and(eq(auditEvents.entityType, 'job_role'), eq(auditEvents.entityId, roleId)),
      )!,
    );
  }
  if (query.actorId !== undefined) {
    if (!isUuid(query.actorId)) return null;
    filters.push(eq(auditEvents.actorId, query.actorId));
  }
  if (query.action) filters.push(eq(auditEvents.action, query.action));
  if (query.entityType) filters.push(eq(auditEvents.entityType, query.entityType));
  if (query.from) filters.push(gte(auditEvents.at, new Date(query.from)));
  if (query.to) {
    // A day is inclusive: everything before the next day's start.
    filters.push(
      isDay(query.to)
        ? lt(auditEvents.at, new Date(new Date(query.to).getTime() + DAY_MS))
        : lte(auditEvents.at, new Date(query.to)),
    );
  }
  const term = query.search?.trim();
  if (term) filters.push(ilike(auditEvents.summary, likePattern(term)));
  return filters;
}

/**
 * The current names of a page's processes: one lookup by primary key for the page, rather than a
 * join over every matching event (the window count reads them all).
 */
async function processNames(db: Db, events: AuditEventDetail[]): Promise<Map<string, string>> {
  const ids = [...new Set(events.flatMap((e) => (e.processId ? [e.processId] : [])))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: processes.id, name: processes.name })
    .from(processes)
    .where(inArray(processes.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The repository's audit events matching every given filter, newest first, with the total for paging. */
export async function listHistory(
  db: Db,
  query: RepositoryHistoryQuery,
): Promise<{ items: RepositoryHistoryEvent[]; total: number }> {
  const filters = historyFilters(query);
  if (!filters) return { items: [], total: 0 };
  const where = filters.length ? and(...filters) : undefined;
  const rows = await db
    .select({ event: auditEvents, total: sql<number>`count(*) over ()` })
    .from(auditEvents)
    .where(where)
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(query.limit)
    .offset(query.offset);
  let total = rows.length ? Number(rows[0]!.total) : 0;
  if (rows.length === 0 && query.offset > 0) {
    // Past the last page the window count is absent; count separately so the client still knows the total.
    const [c] = await db.select({ n: sql<number>`count(*)` }).from(auditEvents).where(where);
    total = Number(c?.n ?? 0);
  }
  const events = rows.map((r) => toAuditEvent(r.event));
  const names = await processNames(db, events);
  return {
    items: events.map((e) => ({ ...e, processName: (e.processId && names.get(e.processId)) ?? null })),
    total,
  };
}

/** The entity types and actions that occur in the log, alphabetically. */
export async function historyFacets(db: Db): Promise<HistoryFacets> {
  const [types, actions] = await Promise.all([
    db
      .selectDistinct({ value: auditEvents.entityType })
      .from(auditEvents)
      .orderBy(asc(auditEvents.entityType)),
    db.selectDistinct({ value: auditEvents.action }).from(auditEvents).orderBy(asc(auditEvents.action)),
  ]);
  return { entityTypes: types.map((t) => t.value), actions: actions.map((a) => a.value) };
}
