DROP INDEX "processes_updated_at_idx";--> statement-breakpoint
DROP INDEX "processes_name_trgm_idx";--> statement-breakpoint
DROP INDEX "processes_description_trgm_idx";--> statement-breakpoint
ALTER TABLE "processes" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || description)) STORED;--> statement-breakpoint
CREATE INDEX "processes_recent_idx" ON "processes" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "processes_search_trgm_idx" ON "processes" USING gin ("search_text" gin_trgm_ops) WITH (gin_pending_list_limit=512);--> statement-breakpoint
-- Changed in place rather than rebuilt (drizzle-kit would drop and create it): the same definition,
-- and what waited in its pending list is merged now.
ALTER INDEX "audit_events_summary_trgm_idx" SET (gin_pending_list_limit = 512);--> statement-breakpoint
SELECT gin_clean_pending_list('audit_events_summary_trgm_idx');--> statement-breakpoint
-- Fresh statistics for the new column, so the planner can tell a common search word from a rare one.
ANALYZE "processes";