import { and, eq, gte, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { HistoryFacets, RepositoryHistoryQuery } from '../../../core/schemas/audit';
import { isUuid } from '../../../core/schemas/common';
import type { Db } from '../../db/client';
import { auditEventJson } from '../../db/presenters/audit-event-json';
import { rowsOf } from '../../db/rows-of';
import { auditEvents, processes } from '../../db/schema';
import { indexPage, type SearchPage, searchPage } from './history.search';

/** An event of a process's page (`e`) as the API writes it; built once, not per request. */
const processEventJson = auditEventJson(sql`e`);

/**
 * A process's audit events, newest first, as the API's JSON text (`body`), with the total for
 * paging, and whether the process exists now (the events of a deleted process stay in the log).
 * One statement of one row: the count, the existence, and the page as the JSON the route sends
 * (presenters/audit-event-json.ts says why), a walk of the process's index newest first that
 * stops at the page's end. A window count over the page's query made the database read and sort
 * every event of the process before returning fifty.
 */
export async function listProcessHistory(
  db: Db,
  processId: string,
  page: { limit: number; offset: number },
): Promise<{ body: string; total: number; found: boolean }> {
  const where = eq(auditEvents.processId, processId);
  // A select without FROM: always one row.
  const row = (
    await rowsOf<{ n: number | string; found: boolean; page: string | null }>(
      db,
      sql`select
      (select count(*)::int from ${auditEvents} where ${where}) as n,
      exists (select 1 from ${processes} where ${processes.id} = ${processId}) as found,
      (select json_agg(${processEventJson} order by e.at desc, e.id desc)::text from (
        select * from ${auditEvents} where ${where}
        order by ${auditEvents.at} desc, ${auditEvents.id} desc limit ${page.limit} offset ${page.offset}
      ) e) as page`,
    )
  )[0]!;
  // No event (none yet, or past the last page): no page, the count and the existence still.
  return { body: row.page ?? '[]', total: Number(row.n), found: row.found };
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

const counted = (n: number) => ({ total: Math.min(n, HISTORY_COUNT_CAP), capped: n > HISTORY_COUNT_CAP });

/**
 * The repository's audit events matching every given filter, newest first, with the total for
 * paging, capped (HISTORY_COUNT_CAP). The page walks an index in the screen's order until it is
 * full, so neither the page nor the count reads every matching event; a search by text walks or
 * asks the trigram index, as the word calls for (history.search.ts).
 */
export async function listHistory(
  db: Db,
  query: RepositoryHistoryQuery,
): Promise<{ body: string; total: number; capped: boolean }> {
  const filters = historyFilters(query);
  if (!filters) return { body: '[]', total: 0, capped: false };
  const where = filters.length ? and(...filters) : undefined;
  const term = query.search?.trim();
  // The matches up to the page's end or the count's cap, whichever is further: a search by text
  // walks or asks the trigram index as the word calls for (history.search.ts); the other filters
  // walk the index they call for, in the screen's order.
  const want = Math.max(query.offset + query.limit, HISTORY_COUNT_CAP + 1);
  const { body, found }: SearchPage = term
    ? await searchPage(db, where, term, want, query)
    : await indexPage(db, where, want, query);
  return { body, ...counted(found) };
}

/**
 * The distinct values of an indexed column, in order: one index probe per value (a loose index
 * scan) instead of reading every event, which at a million events took most of a second.
 */
async function distinctValues(db: Db, column: 'entity_type' | 'action'): Promise<string[]> {
  const c = sql.raw(column);
  const rows = await rowsOf<{ value: string }>(
    db,
    sql`
    WITH RECURSIVE v AS (
      (SELECT ${c} AS value FROM ${auditEvents} ORDER BY ${c} LIMIT 1)
      UNION ALL
      SELECT (SELECT ${c} FROM ${auditEvents} WHERE ${c} > v.value ORDER BY ${c} LIMIT 1) FROM v WHERE v.value IS NOT NULL
    )
    SELECT value FROM v WHERE value IS NOT NULL
  `,
  );
  return rows.map((r) => r.value);
}

/** The entity types and actions that occur in the log, alphabetically (as the database sorts). */
export async function historyFacets(db: Db): Promise<HistoryFacets> {
  const entityTypes = await distinctValues(db, 'entity_type');
  const actions = await distinctValues(db, 'action');
  return { entityTypes, actions };
}
