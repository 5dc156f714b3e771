import { desc, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Process } from '../../../core/schemas/process';
import type { Db } from '../../db/client';
import { processes } from '../../db/schema';
import { fromSqlRow, PROCESS_SELECT, type ProcessSqlRow } from './process-rows';

/**
 * A search counts its matches up to this many; past it the answer says "100+". Counting every
 * match of a common word means reading every matching row (a fifth of a large repository), and
 * a person refines a search long before the hundredth result.
 */
export const SEARCH_COUNT_CAP = 100;

const { searchText: _searchText, ...processColumns } = getTableColumns(processes);

export interface SearchPage {
  items: Process[];
  total: number;
  totalIsLowerBound: boolean;
}

/**
 * One page of a search, in one statement for a rare word and two for a common one, with no
 * reliance on the planner guessing which a word is:
 * 1. Up to CAP + 1 matches, in any order, through the trigram index. At most CAP means these are
 *    all the matches: the count is exact and the page is cut from them (sorted in memory).
 * 2. More means a common word: the page comes from walking the newest-first index and keeping
 *    matches, which fills a page within a few hundred rows; the count is "CAP+".
 * `where` is the whole filter (search and role), over the table `processes`.
 */
export async function searchPage(db: Db, where: SQL, limit: number, offset: number): Promise<SearchPage> {
  const result = (await db.execute(sql`
    WITH m AS MATERIALIZED (SELECT id FROM ${processes} WHERE ${where} LIMIT ${SEARCH_COUNT_CAP + 1}),
    n AS (SELECT count(*)::int AS n FROM m)
    SELECT n.n, page.*
    FROM n LEFT JOIN LATERAL (
      SELECT ${PROCESS_SELECT}
      FROM m JOIN ${processes} p ON p.id = m.id
      WHERE n.n <= ${SEARCH_COUNT_CAP}
      ORDER BY p.updated_at DESC, p.id DESC
      LIMIT ${limit} OFFSET ${offset}
    ) page ON true
  `)) as unknown as { rows: (ProcessSqlRow & { n: number })[] };
  const n = Number(result.rows[0]?.n ?? 0);
  if (n <= SEARCH_COUNT_CAP) {
    const items = result.rows.filter((row) => row.id !== null).map(fromSqlRow);
    return { items, total: n, totalIsLowerBound: false };
  }
  const rows = await db
    .select(processColumns)
    .from(processes)
    .where(where)
    .orderBy(desc(processes.updatedAt), desc(processes.id))
    .limit(limit)
    .offset(offset);
  const items = rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
  return { items, total: SEARCH_COUNT_CAP, totalIsLowerBound: true };
}
