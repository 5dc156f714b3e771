DROP INDEX "pain_point_links_unique";--> statement-breakpoint
DROP INDEX "pain_point_statuses_unique";--> statement-breakpoint
ALTER TABLE "pain_point_links" ADD COLUMN "pain_point_id" uuid;--> statement-breakpoint
ALTER TABLE "pain_point_statuses" ADD COLUMN "pain_point_id" uuid;--> statement-breakpoint
-- Issue 19: every pain point gets an id inside its process. An id already there is kept when it is
-- a UUID not used before in the process (pain points ordered by artifact, then position); any other
-- gets a new one. A pain point stored as a bare string becomes {title, id}.
WITH "elems" AS (
	SELECT "a"."id" AS "artifact_id", "a"."process_id", "a"."created_at", "e"."i", "e"."v",
		CASE WHEN jsonb_typeof("e"."v") = 'object' AND jsonb_typeof("e"."v" -> 'id') = 'string'
			AND ("e"."v" ->> 'id') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
			THEN lower("e"."v" ->> 'id') END AS "given"
	FROM "artifacts" "a"
	CROSS JOIN LATERAL jsonb_array_elements(
		CASE WHEN jsonb_typeof("a"."content" -> 'painPoints') = 'array' THEN "a"."content" -> 'painPoints' ELSE '[]'::jsonb END
	) WITH ORDINALITY AS "e"("v", "i")
	WHERE "a"."type" = 'pain_points' AND jsonb_typeof("a"."content" -> 'painPoints') = 'array'
), "ranked" AS (
	SELECT *, row_number() OVER (
		PARTITION BY "process_id", "given" ORDER BY "created_at", "artifact_id", "i"
	) AS "n"
	FROM "elems"
), "fixed" AS (
	SELECT "artifact_id", jsonb_agg(
		CASE
			WHEN jsonb_typeof("v") = 'object' THEN "v" || jsonb_build_object('id',
				CASE WHEN "given" IS NOT NULL AND "n" = 1 THEN "given" ELSE gen_random_uuid()::text END)
			WHEN jsonb_typeof("v") = 'string' THEN jsonb_build_object('title', "v" #>> '{}', 'id', gen_random_uuid()::text)
			ELSE "v"
		END ORDER BY "i") AS "list"
	FROM "ranked"
	GROUP BY "artifact_id"
)
UPDATE "artifacts" SET "content" = jsonb_set("artifacts"."content", '{painPoints}', "fixed"."list")
FROM "fixed" WHERE "artifacts"."id" = "fixed"."artifact_id";--> statement-breakpoint
-- Statuses and links were kept by title. They refer to the tracked pain points, the first To-Be
-- pain points artifact's (as the tracker, readiness and the report take them), so a row takes the id
-- of the first of those whose title is the same, trimmed and ignoring case (as sameTitle compares),
-- and that title as it is written there. A row matching nothing was already shown nowhere; it is
-- kept with no id (nothing a user entered is lost, and Export All still carries it) and stays
-- hidden: it no longer comes back when a pain point of that title is added again. So does the
-- second of two rows that now say the same thing (the same status once stored under "Paper" and
-- "paper").
CREATE TEMPORARY TABLE "pmr_tracked_pain_points" AS
WITH "tracked" AS (
	SELECT DISTINCT ON ("process_id") "process_id", "content"
	FROM "artifacts"
	WHERE "type" = 'pain_points' AND "state" = 'to_be'
	ORDER BY "process_id", "created_at", "id"
), "points" AS (
	SELECT "t"."process_id", "e"."i",
		CASE WHEN ("e"."v" ->> 'id') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
			THEN ("e"."v" ->> 'id')::uuid END AS "pain_point_id",
		regexp_replace("e"."v" ->> 'title', '^\s+|\s+$', '', 'g') AS "title"
	FROM "tracked" "t"
	CROSS JOIN LATERAL jsonb_array_elements(
		CASE WHEN jsonb_typeof("t"."content" -> 'painPoints') = 'array' THEN "t"."content" -> 'painPoints' ELSE '[]'::jsonb END
	) WITH ORDINALITY AS "e"("v", "i")
	WHERE jsonb_typeof("e"."v") = 'object' AND jsonb_typeof("e"."v" -> 'title') = 'string'
		AND ("e"."v" ->> 'id') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
)
SELECT DISTINCT ON ("process_id", lower("title")) "process_id", lower("title") AS "key", "title", "pain_point_id"
FROM "points"
WHERE "title" <> ''
ORDER BY "process_id", lower("title"), "i";--> statement-breakpoint
WITH "matched" AS (
	SELECT "s"."id", "p"."pain_point_id", "p"."title",
		row_number() OVER (
			PARTITION BY "s"."process_id", "p"."pain_point_id", "s"."status" ORDER BY "s"."created_at", "s"."id"
		) AS "n"
	FROM "pain_point_statuses" "s"
	JOIN "pmr_tracked_pain_points" "p" ON "p"."process_id" = "s"."process_id"
		AND "p"."key" = lower(regexp_replace("s"."pain_point_title", '^\s+|\s+$', '', 'g'))
)
UPDATE "pain_point_statuses" SET "pain_point_id" = "matched"."pain_point_id", "pain_point_title" = "matched"."title"
FROM "matched" WHERE "pain_point_statuses"."id" = "matched"."id" AND "matched"."n" = 1;--> statement-breakpoint
WITH "matched" AS (
	SELECT "l"."id", "p"."pain_point_id", "p"."title",
		row_number() OVER (
			PARTITION BY "l"."process_id", "p"."pain_point_id", "l"."kind", "l"."target" ORDER BY "l"."created_at", "l"."id"
		) AS "n"
	FROM "pain_point_links" "l"
	JOIN "pmr_tracked_pain_points" "p" ON "p"."process_id" = "l"."process_id"
		AND "p"."key" = lower(regexp_replace("l"."pain_point_title", '^\s+|\s+$', '', 'g'))
)
UPDATE "pain_point_links" SET "pain_point_id" = "matched"."pain_point_id", "pain_point_title" = "matched"."title"
FROM "matched" WHERE "pain_point_links"."id" = "matched"."id" AND "matched"."n" = 1;--> statement-breakpoint
DROP TABLE "pmr_tracked_pain_points";--> statement-breakpoint
CREATE UNIQUE INDEX "pain_point_links_unique" ON "pain_point_links" USING btree ("process_id","pain_point_id","kind","target");--> statement-breakpoint
CREATE UNIQUE INDEX "pain_point_statuses_unique" ON "pain_point_statuses" USING btree ("process_id","pain_point_id","status");
