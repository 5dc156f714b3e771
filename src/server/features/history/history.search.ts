import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditEvents, processes } from '../../db/schema';

/*
 * Version History's search by text at a large log. The newest matches of a common word lie among
 * the newest events, so walking the log in the screen's order and testing each summary finds them
 * after a few thousand events, whereas the trigram index hands over every match (74,000 of a
 * million events for "renewal": a quarter of a second) before they can be ordered. A rare word or
 * one that matches nothing is the reverse: the walk reads the whole log (seconds), the trigram
 * index answers in a millisecond. The planner cannot tell them apart (it guesses a word's share
 * from a hundred sampled summaries, and picked the trigram index for a word in one event of a
 * hundred: a second), so a short walk measures it first, and every path is bounded.
 */

/** The probe: a common word shows among these newest events (it stops at the eighth match). */
export const PROBE_EVENTS = 200;
/**
 * Matches in the probe that make a word common enough to walk for (one event in 25; "renewal" is
 * in 7 of 100 events of the bench's log). Fewer, and the word may be rare but for a few recent
 * events (a process just edited): the trigram index first.
 */
export const COMMON_IN_PROBE = 8;
/** A walk reads this many events at most (a few tens of milliseconds); past it, the trigram index. */
export const WALK_EVENTS = 20_000;
/**
 * The trigram index hands over at most this many matches before a walk is tried instead: a word
 * with more is in one event of a thousand of a million-event log, near enough for a walk.
 */
export const TRIGRAM_MATCHES = 1000;

export interface SearchPage {
  rows: { event: typeof auditEvents.$inferSelect; processName: string | null }[];
  /** How many matches the subquery held: all of them, up to what it looked for. */
  found: number;
}

type Page = { limit: number; offset: number };

/*
 * The statements that find matches are written out rather than built: Drizzle took longer to
 * assemble their nested subqueries (a few milliseconds) than the database to run them.
 */

/** `where`, and `more`, as a WHERE clause (none when empty). */
function whereOf(where: SQL | undefined, more?: SQL): SQL {
  const all = [where, more].filter((c) => c !== undefined);
  return all.length ? sql`where ${sql.join(all, sql` and `)}` : sql``;
}

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

type EventRow = typeof auditEvents.$inferSelect;
const columns = Object.entries(getTableColumns(auditEvents));

/** An event as the database sends it (by column name), as Drizzle would map it. */
function eventOf(raw: Record<string, unknown>): EventRow {
  const event: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = raw[column.name];
    event[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return event as EventRow;
}

/**
 * One statement: the page out of `matches` (a subquery of ids and times) in the screen's order,
 * its events (by key), their processes' current names, and how many matches there were. Past the
 * last page no row carries that count: a second statement counts.
 */
async function pageOf(db: Db, matches: SQL, page: Page): Promise<SearchPage> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select e.*, (select ${processes.name} from ${processes} where ${processes.id} = e.process_id) as process_name,
        p.found
      from (
        select m.id, m.at, count(*) over () as found from (${matches}) m
        order by m.at desc, m.id desc limit ${page.limit} offset ${page.offset}
      ) p join ${auditEvents} e on e.id = p.id
      order by p.at desc, p.id desc`,
  );
  if (rows[0]) {
    const found = Number(rows[0].found);
    return {
      rows: rows.map((r) => ({ event: eventOf(r), processName: (r.process_name as string | null) ?? null })),
      found,
    };
  }
  if (page.offset === 0) return { rows: [], found: 0 };
  const [counted] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from (${matches}) m`);
  return { rows: [], found: Number(counted?.n ?? 0) };
}

/**
 * The first `want` matches among the newest `events` events (of those `where` keeps), tested one
 * by one in the screen's order: the subquery's LIMIT bounds the events read, the outer one stops
 * the walk at the last match wanted.
 */
function walked(where: SQL | undefined, pattern: string, events: number, want: number): SQL {
  return sql`select w.id, w.at from (
      select id, at, summary from ${auditEvents} ${whereOf(where)}
      order by at desc, id desc limit ${events}
    ) w where w.summary ilike ${pattern} order by w.at desc, w.id desc limit ${want}`;
}

/** How many of the first matches the probe finds among the newest events (up to the eighth). */
async function probe(db: Db, where: SQL | undefined, pattern: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${walked(where, pattern, PROBE_EVENTS, COMMON_IN_PROBE)}) p`,
  );
  return Number(row?.n ?? 0);
}

/**
 * The matches the trigram index hands over, at most `bound` (all when null). The planner may not
 * read the whole log for them, which it would for a word its sample calls common and the probe
 * has just found rare among the newest events. (Nor would it walk the time index: in no order, a
 * walk costs more than the index for any word.)
 */
function throughTrigrams(
  db: Db,
  where: SQL | undefined,
  pattern: string,
  bound: number | null,
  page: Page,
): Promise<SearchPage> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`);
    const matches = sql`select id, at from ${auditEvents} ${whereOf(where, sql`summary ilike ${pattern}`)}
      ${bound === null ? sql`` : sql`limit ${bound}`}`;
    return pageOf(tx as unknown as Db, matches, page);
  });
}

/**
 * The page of events that match `where` and whose summary matches `pattern` (ILIKE), in the
 * screen's order, and how many match up to `want` (at least the page's end): exactly what the
 * plain query returns. A common word: the probe, then a walk. A rare one: the trigram index,
 * unless it holds too many matches for that; then a walk. Past a walk's bound (or the log's end
 * before `want` matches), the trigram index for all of them.
 */
export async function searchPage(
  db: Db,
  where: SQL | undefined,
  pattern: string,
  want: number,
  page: Page,
): Promise<SearchPage> {
  if ((await probe(db, where, pattern)) < COMMON_IN_PROBE) {
    const few = await throughTrigrams(db, where, pattern, TRIGRAM_MATCHES, page);
    if (few.found < TRIGRAM_MATCHES) return few;
  }
  const walk = await pageOf(db, walked(where, pattern, WALK_EVENTS, want), page);
  if (walk.found >= want) return walk;
  return throughTrigrams(db, where, pattern, null, page);
}
