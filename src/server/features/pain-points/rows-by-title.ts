import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/*
 * Statuses and links written without a pain point id: the rows of an Export All archive made before
 * ids (issue 19). They get the id the same way migration 0012 gave stored rows theirs, in SQL so an
 * archive of any size costs a few statements.
 */

const TABLES = {
  statuses: { name: sql.raw('"pain_point_statuses"'), sameThing: sql.raw('"o"."status" = "t"."status"') },
  links: {
    name: sql.raw('"pain_point_links"'),
    sameThing: sql.raw('"o"."kind" = "t"."kind" and "o"."target" = "t"."target"'),
  },
} as const;

const CHUNK = 1000;

/*
 * A tracked pain point as both statements read it from a pain points content (`alias`."content"):
 * each object of its painPoints list ("e"."v") with a text title and a uuid id, the id as a uuid
 * and the title trimmed.
 */
const UUID_PATTERN = `'^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'`;
const POINT_COLUMNS = sql.raw(`case when ("e"."v" ->> 'id') ~* ${UUID_PATTERN}
            then ("e"."v" ->> 'id')::uuid end as "pain_point_id",
          regexp_replace("e"."v" ->> 'title', '^\\s+|\\s+$', '', 'g') as "title"`);
const pointElements = (alias: string) =>
  sql.raw(`cross join lateral jsonb_array_elements(
          case when jsonb_typeof("${alias}"."content" -> 'painPoints') = 'array' then "${alias}"."content" -> 'painPoints' else '[]'::jsonb end
        )`);
const IS_TRACKED_POINT =
  sql.raw(`jsonb_typeof("e"."v") = 'object' and jsonb_typeof("e"."v" -> 'title') = 'string'
          and ("e"."v" ->> 'id') ~* ${UUID_PATTERN}`);

/**
 * Each of these rows (ids of `table`, still without a pain point id) takes the id of its process's
 * tracked pain point (the first To-Be pain points artifact's) whose title is the same, trimmed and
 * ignoring case (the first such), and that pain point's title. A row matching none, or one whose
 * pain point already holds the same status or link, keeps no id: hidden, still exported.
 */
export async function attachRowsByTitle(
  tx: Tx,
  table: keyof typeof TABLES,
  rowIds: readonly string[],
): Promise<void> {
  const { name, sameThing } = TABLES[table];
  const partition: SQL = table === 'statuses' ? sql.raw('"r"."status"') : sql.raw('"r"."kind", "r"."target"');
  for (let i = 0; i < rowIds.length; i += CHUNK) {
    const ids = sql.join(
      rowIds.slice(i, i + CHUNK).map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    await tx.execute(sql`
      with "rows" as (
        select * from ${name} where "id" in (${ids}) and "pain_point_id" is null
      ), "tracked" as (
        select distinct on ("process_id") "process_id", "content" from "artifacts"
        where "type" = 'pain_points' and "state" = 'to_be'
          and "process_id" in (select "process_id" from "rows")
        order by "process_id", "created_at", "id"
      ), "points" as (
        select "tr"."process_id", "e"."i", ${POINT_COLUMNS}
        from "tracked" "tr"
        ${pointElements('tr')} with ordinality as "e"("v", "i")
        where ${IS_TRACKED_POINT}
      ), "first_points" as (
        select distinct on ("process_id", lower("title")) "process_id", lower("title") as "key", "title",
          "pain_point_id"
        from "points" where "title" <> ''
        order by "process_id", lower("title"), "i"
      ), "matched" as (
        select "r"."id", "p"."pain_point_id", "p"."title",
          row_number() over (
            partition by "r"."process_id", "p"."pain_point_id", ${partition} order by "r"."created_at", "r"."id"
          ) as "n"
        from "rows" "r"
        join "first_points" "p" on "p"."process_id" = "r"."process_id"
          and "p"."key" = lower(regexp_replace("r"."pain_point_title", '^\\s+|\\s+$', '', 'g'))
      )
      update ${name} "t" set "pain_point_id" = "m"."pain_point_id", "pain_point_title" = "m"."title"
      from "matched" "m"
      where "t"."id" = "m"."id" and "m"."n" = 1
        and not exists (
          select 1 from ${name} "o"
          where "o"."process_id" = "t"."process_id" and "o"."pain_point_id" = "m"."pain_point_id" and ${sameThing}
        )`);
  }
}

/**
 * Every status and link with a pain point id takes that pain point's title as its process's content
 * has it now (after an import wrote contents and rows that may disagree).
 */
export async function refreshRowTitles(tx: Tx): Promise<void> {
  for (const { name } of Object.values(TABLES)) {
    await tx.execute(sql`
      with "points" as (
        select "a"."process_id", ${POINT_COLUMNS}
        from "artifacts" "a"
        ${pointElements('a')} as "e"("v")
        where "a"."type" = 'pain_points' and ${IS_TRACKED_POINT}
      )
      update ${name} "t" set "pain_point_title" = "p"."title"
      from "points" "p"
      where "t"."process_id" = "p"."process_id" and "t"."pain_point_id" = "p"."pain_point_id"
        and "p"."title" <> '' and "t"."pain_point_title" <> "p"."title"`);
  }
}
