import { and, desc, eq, getTableColumns, gte, lt, lte, or, type SQL, sql } from 'drizzle-orm';
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
import { searchPage } from './history.search';

type AuditRow = typeof auditEvents.$inferSelect;
/** The columns of an audit event, by field name: what the lateral page selects of each event. */
const AUDIT_FIELDS = Object.keys(getTableColumns(auditEvents)) as (keyof AuditRow)[];

/**
 * A process's audit events, newest first, with the total for paging, and whether the process
 * exists now (the events of a deleted process stay in the log). One statement, whose one row at
 * least carries the count and the existence: the page is a lateral walk of the process's index
 * (newest first, stopping at the page's end), joined to that row. A window count over the page's
 * query made the database read and sort every event of the process before returning fifty.
 */
export async function listProcessHistory(
  db: Db,
  processId: string,
  page: { limit: number; offset: number },
): Promise<{ items: AuditEventDetail[]; total: number; found: boolean }> {
  const where = eq(auditEvents.processId, processId);
  const events = db
    .select()
    .from(auditEvents)
    .where(where)
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(page.limit)
    .offset(page.offset)
    .as('e');
  const event = Object.fromEntries(AUDIT_FIELDS.map((key) => [key, events[key]])) as {
    [K in keyof AuditRow]: (typeof events)[K];
  };
  const rows = await db
    .select({
      event,
      n: sql<number>`(select count(*)::int from ${auditEvents} where ${where})`,
      found: sql<boolean>`exists (select 1 from ${processes} where ${processes.id} = ${processId})`,
    })
    .from(sql`(select 1) as one`)
    .leftJoinLateral(events, sql`true`)
    .orderBy(desc(events.at), desc(events.id));
  const first = rows[0]!;
  // No event (none yet, or past the last page): the row of the count alone, its event null.
  const items = rows.flatMap((r) => (r.event ? [toAuditEvent(r.event as AuditRow)] : []));
  return { items, total: Number(first.n), found: first.found };
}

/** `%` and `_` typed by a user are literal characters, not wildcards. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The filters of the Version History screen but its text as SQL; null when a filter can match
 * nothing.
 */
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
  return filters;
}

/**
 * A listing counts its events up to this many; past it the answer says "100+"
 * (X-Total-Count-Capped), and the screen keeps offering pages while they come back full. An exact
 * count reads every matching event: the whole log (a million events, over a second) on every
 * page, a person's tens of thousands, or every event holding a common word (78,000 of a
 * 1,000,000-event log for one word: half a second). A person refines a search long before the
 * third page (the process search counts the same way).
 */
export const HISTORY_COUNT_CAP = 100;

/**
 * How many events match, up to the cap: the first cap + 1 of them in the page's own order, so the
 * database walks the same index as the page (and reads the page's events again from its buffers)
 * and stops there, whatever the log's size.
 */
function cappedCount(where: SQL | undefined) {
  return sql<number>`(select count(*)::int from (select 1 from ${auditEvents} ${where ? sql`where ${where}` : sql``}
    order by ${auditEvents.at} desc, ${auditEvents.id} desc limit ${HISTORY_COUNT_CAP + 1}) m)`;
}

/** The event's process as it is called now; null for a deleted process or an event without one. */
const currentProcessName = sql<
  string | null
>`(select ${processes.name} from ${processes} where ${processes.id} = ${auditEvents.processId})`;

const counted = (n: number) => ({ total: Math.min(n, HISTORY_COUNT_CAP), capped: n > HISTORY_COUNT_CAP });

/**
 * The repository's audit events matching every given filter, newest first, with the total for
 * paging, capped (HISTORY_COUNT_CAP). The page walks an index in the screen's order until it is
 * full, so neither the page nor the count reads every matching event; a search by text walks or
 * asks the trigram index, as the word calls for (searchHistory).
 */
export async function listHistory(
  db: Db,
  query: RepositoryHistoryQuery,
): Promise<{ items: RepositoryHistoryEvent[]; total: number; capped: boolean }> {
  const filters = historyFilters(query);
  if (!filters) return { items: [], total: 0, capped: false };
  const where = filters.length ? and(...filters) : undefined;
  const term = query.search?.trim();
  if (term) return searchHistory(db, where, likePattern(term), query);
  // One statement: the page, its processes' current names (a lookup by key for each of its
  // events, after the limit) and the capped count (computed once).
  const rows = await db
    .select({
      event: auditEvents,
      processName: currentProcessName,
      n: cappedCount(where),
    })
    .from(auditEvents)
    .where(where)
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(query.limit)
    .offset(query.offset);
  // Past the last page there is no row to carry the count; an empty first page needs none.
  const n = rows[0]
    ? Number(rows[0].n)
    : query.offset === 0
      ? 0
      : Number(
          ((await db.execute(sql`select ${cappedCount(where)} as n`)) as unknown as { rows: { n: number }[] })
            .rows[0]?.n ?? 0,
        );
  const items = rows.map((r) => ({ ...toAuditEvent(r.event), processName: r.processName ?? null }));
  return { items, ...counted(n) };
}

/**
 * A search by text: history.search.ts finds the page and the matches up to the page's end or the
 * count's cap, whichever is further, by a walk or the trigram index as the word calls for.
 */
async function searchHistory(
  db: Db,
  where: SQL | undefined,
  pattern: string,
  page: { limit: number; offset: number },
): Promise<{ items: RepositoryHistoryEvent[]; total: number; capped: boolean }> {
  const want = Math.max(page.offset + page.limit, HISTORY_COUNT_CAP + 1);
  const { rows, found } = await searchPage(db, where, pattern, want, page);
  const items = rows.map((r) => ({ ...toAuditEvent(r.event), processName: r.processName ?? null }));
  return { items, ...counted(found) };
}

/**
 * The distinct values of an indexed column, in order: one index probe per value (a loose index
 * scan) instead of reading every event, which at a million events took most of a second.
 */
async function distinctValues(db: Db, column: 'entity_type' | 'action'): Promise<string[]> {
  const c = sql.raw(column);
  const result = (await db.execute(sql`
    WITH RECURSIVE v AS (
      (SELECT ${c} AS value FROM ${auditEvents} ORDER BY ${c} LIMIT 1)
      UNION ALL
      SELECT (SELECT ${c} FROM ${auditEvents} WHERE ${c} > v.value ORDER BY ${c} LIMIT 1) FROM v WHERE v.value IS NOT NULL
    )
    SELECT value FROM v WHERE value IS NOT NULL
  `)) as unknown as { rows: { value: string }[] };
  return result.rows.map((r) => r.value);
}

/** The entity types and actions that occur in the log, alphabetically (as the database sorts). */
export async function historyFacets(db: Db): Promise<HistoryFacets> {
  const entityTypes = await distinctValues(db, 'entity_type');
  const actions = await distinctValues(db, 'action');
  return { entityTypes, actions };
}
