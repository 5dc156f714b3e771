import { and, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { auditEvents } from '../../db/schema';
import { currentProcessName } from './process-name';

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
/**
 * The matches a page is cut from, by id and time only: a walk carries each event it reads through
 * its subqueries, and every column of it (its before and after snapshots) cost twice the walk.
 */
type Matches = SubqueryWithSelection<{ id: typeof auditEvents.id; at: typeof auditEvents.at }, string>;

/**
 * One statement: the page out of `matches`, in the screen's order, its events (by key), their
 * processes' current names, and how many matches there were. Past the last page no row carries
 * that count: a second statement counts.
 */
async function pageOf(db: Db, matches: Matches, page: Page): Promise<SearchPage> {
  const p = db
    .select({ id: matches.id, at: matches.at, found: sql<number>`count(*) over ()`.as('found') })
    .from(matches)
    .orderBy(desc(matches.at), desc(matches.id))
    .limit(page.limit)
    .offset(page.offset)
    .as('p');
  const rows = await db
    .select({ event: auditEvents, processName: currentProcessName, found: p.found })
    .from(p)
    .innerJoin(auditEvents, eq(auditEvents.id, p.id))
    .orderBy(desc(p.at), desc(p.id));
  if (rows[0]) return { rows, found: Number(rows[0].found) };
  if (page.offset === 0) return { rows: [], found: 0 };
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
  return { rows: [], found: Number(counted?.n ?? 0) };
}

/**
 * The first `want` matches among the newest `events` events (of those `where` keeps), tested one
 * by one in the screen's order: the subquery's LIMIT bounds the events read, the outer one stops
 * the walk at the last match wanted.
 */
function walked(db: Db, where: SQL | undefined, pattern: string, events: number, want: number): Matches {
  const w = db
    .select({ id: auditEvents.id, at: auditEvents.at, summary: auditEvents.summary })
    .from(auditEvents)
    .where(where)
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(events)
    .as('w');
  return db
    .select({ id: w.id, at: w.at })
    .from(w)
    .where(ilike(w.summary, pattern))
    .orderBy(desc(w.at), desc(w.id))
    .limit(want)
    .as('m');
}

/**
 * The matches the trigram index hands over, at most `bound` (all when null). The planner may not
 * read the whole log for them, which it would for a word its sample calls common and the probe
 * has just found rare among the newest events. (Nor would it walk the time index: in no order, a
 * walk costs more than the index for any word.)
 */
function throughTrigrams(db: Db, where: SQL | undefined, pattern: string, bound: number | null, page: Page) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`);
    const all = tx
      .select({ id: auditEvents.id, at: auditEvents.at })
      .from(auditEvents)
      .where(and(where, ilike(auditEvents.summary, pattern)))
      .$dynamic();
    return pageOf(tx as unknown as Db, (bound === null ? all : all.limit(bound)).as('t'), page);
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
  const [probe] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(walked(db, where, pattern, PROBE_EVENTS, COMMON_IN_PROBE));
  if (Number(probe?.n ?? 0) < COMMON_IN_PROBE) {
    const few = await throughTrigrams(db, where, pattern, TRIGRAM_MATCHES, page);
    if (few.found < TRIGRAM_MATCHES) return few;
  }
  const walk = await pageOf(db, walked(db, where, pattern, WALK_EVENTS, want), page);
  if (walk.found >= want) return walk;
  return throughTrigrams(db, where, pattern, null, page);
}
