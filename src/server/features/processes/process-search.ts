import { type SQL, sql } from 'drizzle-orm';
import type { Process } from '../../../core/schemas/process';
import type { Db } from '../../db/client';
import { processes } from '../../db/schema';
import { PROCESS_JSON } from './process-rows';

/**
 * A search counts its matches up to this many; past it the answer says "100+". Counting every
 * match of a common word means reading every matching row (a fifth of a large repository), and
 * a person refines a search long before the hundredth result.
 */
export const SEARCH_COUNT_CAP = 100;

export interface SearchPage {
  items: Process[];
  total: number;
  totalIsLowerBound: boolean;
}

/**
 * One page of a search, in one statement for a rare word and two for a common one:
 * 1. Up to CAP + 1 matches in any order (no sort over every match): the trigram index finds a
 *    rare word's few rows, a short scan a common word's first ones. At most CAP means these are
 *    all the matches: the count is exact and the page is cut from them.
 * 2. More means a common word: the page comes from walking the newest-first index and keeping
 *    matches, which fills a page within a few hundred rows; the count is "CAP+".
 * `where` is the whole filter (search and role), over the table `processes`.
 */
export async function searchPage(db: Db, where: SQL, limit: number, offset: number): Promise<SearchPage> {
  // The numbers are written into the statement, not sent as parameters: with a parameter for the
  // LIMIT, the planner cannot see how few rows are wanted.
  const int = (value: number) => sql.raw(String(Math.trunc(value)));
  /** A page of `rows` (a subquery of whole process rows, in order) as one JSON array. */
  const page = (rows: SQL) => sql`(
    SELECT coalesce(json_agg(x.j ORDER BY x.u DESC, x.id DESC), '[]')::text
    FROM (SELECT ${PROCESS_JSON} AS j, p.updated_at AS u, p.id FROM (${rows}) p) x
  )`;
  const first = (await db.execute(sql`
    WITH m AS MATERIALIZED (SELECT id FROM ${processes} WHERE ${where} LIMIT ${int(SEARCH_COUNT_CAP + 1)}),
    n AS (SELECT count(*)::int AS n FROM m)
    SELECT n.n, CASE WHEN n.n <= ${int(SEARCH_COUNT_CAP)} THEN ${page(sql`
      SELECT q.* FROM m JOIN ${processes} q ON q.id = m.id
      ORDER BY q.updated_at DESC, q.id DESC LIMIT ${int(limit)} OFFSET ${int(offset)}`)} END AS items
    FROM n
  `)) as unknown as { rows: { n: number; items: string | null }[] };
  const n = Number(first.rows[0]?.n ?? 0);
  if (n <= SEARCH_COUNT_CAP) {
    return {
      items: JSON.parse(first.rows[0]?.items ?? '[]') as Process[],
      total: n,
      totalIsLowerBound: false,
    };
  }
  const common = (await db.execute(sql`SELECT ${page(sql`
    SELECT * FROM ${processes} WHERE ${where}
    ORDER BY updated_at DESC, id DESC LIMIT ${int(limit)} OFFSET ${int(offset)}`)} AS items
  `)) as unknown as { rows: { items: string }[] };
  return {
    items: JSON.parse(common.rows[0]?.items ?? '[]') as Process[],
    total: SEARCH_COUNT_CAP,
    totalIsLowerBound: true,
  };
}
