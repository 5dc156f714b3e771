import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditEventJson } from '../../db/presenters/audit-event-json';
import { rowsOf } from '../../db/rows-of';
import { auditEvents, processes } from '../../db/schema';
import { likePattern } from '../../lib/like-pattern';

/*
 * Version History's search by text at a large log. The newest matches of a common word lie among
 * the newest events, so walking the log in the screen's order and testing each summary finds them
 * after a few thousand events, whereas the trigram index hands over every match (74,000 of a
 * million events for "renewal": a quarter of a second) before they can be ordered. A rare word or
 * one that matches nothing is the reverse: the walk reads the whole log (seconds), the trigram
 * index answers in a millisecond. The planner cannot tell them apart (it guesses a word's share
 * from a hundred sampled summaries, and picked the trigram index for a word in one event of a
 * hundred: a second under load), so a short walk measures it first, and the walk and the index
 * are each bounded. Only a word that is rare among the newest 20,000 events yet has more than
 * 1,000 matches has all its matches read (one or two letters, which no trigram can find, too).
 */

/**
 * The probe: a common word shows among these newest events (it stops at the tenth match, after
 * about 140 events for "renewal"). Not fewer: the newest events come in bursts (one person's
 * edits of one process, a bulk import); 200 of them, all from a burst without the word, sent a
 * word in 7 events of 100 to the trigram index first (a quarter of a second under load).
 */
export const PROBE_EVENTS = 2000;
/**
 * Matches in the probe that make a word common enough to walk for: one event in 200, so that the
 * walk's bound (WALK_EVENTS) can be expected to hold the 101 matches a count needs ("renewal" is
 * in 7 of 100 events of the bench's log). Fewer, and the word may be rare but for a few recent
 * events (a process just edited): the trigram index first.
 */
export const COMMON_IN_PROBE = 10;
/** A walk reads this many events at most (a few tens of milliseconds); past it, the trigram index. */
export const WALK_EVENTS = 20_000;
/**
 * The trigram index hands over at most this many matches before a walk is tried instead: a word
 * with more is in one event of a thousand of a million-event log, near enough for a walk.
 */
export const TRIGRAM_MATCHES = 1000;

/** An event of a page (`e`) as the API writes it, with its process's current name. */
const pageEvent = auditEventJson(sql`e`, [
  ['processName', sql`(select ${processes.name} from ${processes} where ${processes.id} = e.process_id)`],
]);

export interface SearchPage {
  /** The page as the API's JSON: RepositoryHistoryEvent[] (presenters/audit-event-json.ts). */
  body: string;
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

/** Where the probe runs first, in the same statement: the common word's walk it lets through. */
interface Probed {
  where: SQL | undefined;
  term: string;
}

/**
 * One statement: the page out of `matches` (a subquery of ids and times) in the screen's order,
 * its events (by key), their processes' current names, and how many matches there were. The page
 * comes as the API's JSON text (presenters/audit-event-json.ts says why). With `probed`, the probe
 * runs first and `matches` may read its answer (`common`). Past the last page nothing carries the
 * count: a second statement counts.
 */
async function pageOf(
  db: Db,
  matches: SQL,
  page: Page,
  probed?: Probed,
): Promise<SearchPage & { common: boolean }> {
  const probe = probed
    ? sql`with probe as materialized (select count(*) >= ${COMMON_IN_PROBE} as common
        from (${walked(probed.where, probed.term, PROBE_EVENTS, COMMON_IN_PROBE)}) x) `
    : sql``;
  const [row] = await rowsOf<{ common: boolean; page: string | null; found: number | string | null }>(
    db,
    sql`${probe}select ${probed ? sql`(select common from probe)` : sql`true`} as common,
        json_agg(${pageEvent} order by p.at desc, p.id desc)::text as page, max(p.found) as found
      from (
        select m.id, m.at, count(*) over () as found from (${matches}) m
        order by m.at desc, m.id desc limit ${page.limit} offset ${page.offset}
      ) p join ${auditEvents} e on e.id = p.id`,
  );
  const common = row?.common !== false;
  if (row?.page) return { body: row.page, found: Number(row.found), common };
  // Nothing to count: the first page holds every match, or the probe found the word rare and the
  // walk behind it did not run.
  if (page.offset === 0 || !common) return { body: '[]', found: 0, common };
  const [counted] = await rowsOf<{ n: number }>(
    db,
    sql`${probe}select count(*)::int as n from (${matches}) m`,
  );
  return { body: '[]', found: Number(counted?.n ?? 0), common };
}

/**
 * The first `want` matches among the newest `events` events (of those `where` keeps), tested one
 * by one in the screen's order: the subquery's LIMIT bounds the events read, the outer one stops
 * the walk at the last match wanted. The test is ILIKE as PostgreSQL runs it in a multibyte
 * encoding (both sides in lower case, then a search for the term), on the summary the database
 * keeps in lower case: a quarter of the statement's time on PGlite went to lowering each summary,
 * and strpos is a little faster than LIKE's '%…%'.
 */
function walked(where: SQL | undefined, term: string, events: number, want: number): SQL {
  return sql`select w.id, w.at from (
      select id, at, search_text from ${auditEvents} ${whereOf(where)}
      order by at desc, id desc limit ${events}
    ) w where strpos(w.search_text, lower(${term})) > 0 order by w.at desc, w.id desc limit ${want}`;
}

/**
 * The matches the trigram index hands over, at most `bound` (all when null).
 * The planner reads the log itself instead only for a word its sample of summaries calls common,
 * and then the bound stops that read at the bound's last match.
 */
function throughTrigrams(where: SQL | undefined, pattern: string, bound: number | null): SQL {
  return sql`select id, at from ${auditEvents} ${whereOf(where, sql`summary ilike ${pattern}`)}
    ${bound === null ? sql`` : sql`limit ${bound}`}`;
}

/**
 * The page of events that match `where`, in the screen's order, and how many match up to `want`
 * (at least the page's end): a walk of the index the filters call for, in that order, which
 * stops at `want` whatever the log's size.
 */
export async function indexPage(
  db: Db,
  where: SQL | undefined,
  want: number,
  page: Page,
): Promise<SearchPage> {
  const matches = sql`select id, at from ${auditEvents} ${whereOf(where)} order by at desc, id desc limit ${want}`;
  return pageOf(db, matches, page);
}

/**
 * The page of events that match `where` and whose summary holds `term` in any case, in the
 * screen's order, and how many match up to `want` (at least the page's end): exactly what the
 * plain query returns. A common word: the probe, then a walk, in one statement. A rare one: the
 * trigram index, unless it holds too many matches for that; then a walk. Past a walk's bound (or
 * the log's end before `want` matches), the trigram index for all of them.
 */
export async function searchPage(
  db: Db,
  where: SQL | undefined,
  term: string,
  want: number,
  page: Page,
): Promise<SearchPage & { via: 'walk' | 'trigrams' }> {
  const pattern = likePattern(term);
  // The probe and the walk it lets through, in one statement. The trigram index's half in it
  // too, for a rare word, cost a common word a tenth more: planning a branch that did not run.
  // Which way answered is the only sign of a walk that misses what it should find: the trigram
  // index behind it still answers rightly, only slower (the tests read it).
  const walkIfCommon = walked(and(where, sql`(select common from probe)`), term, WALK_EVENTS, want);
  const first = await pageOf(db, walkIfCommon, page, { where, term });
  if (first.common && first.found >= want) return { ...first, via: 'walk' };
  if (!first.common) {
    const rare = await pageOf(db, throughTrigrams(where, pattern, TRIGRAM_MATCHES), page);
    if (rare.found < TRIGRAM_MATCHES) return { ...rare, via: 'trigrams' };
    const walk = await pageOf(db, walked(where, term, WALK_EVENTS, want), page);
    if (walk.found >= want) return { ...walk, via: 'walk' };
  }
  return { ...(await pageOf(db, throughTrigrams(where, pattern, null), page)), via: 'trigrams' };
}
