-- Every committed content change now leaves a row in the change log (process_changes), so a reader
-- of the log knows what each pmr_change notification touched: a read cache expires only the
-- answers that depend on it (src/server/plugins/cache/change-scopes.ts). Rows of the tables below
-- carry their process: kind 'c' and its process_id (null: a row of no process, which only answers
-- about the whole repository depend on). Any other table that announces a change, and a TRUNCATE
-- of any table, logs kind 'g': everything may have changed. A table added later that announces its
-- changes through pmr_notify_change is therefore global until it logs its own rows.
CREATE OR REPLACE FUNCTION pmr_log_scope_rows() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO process_changes (kind, process_id) SELECT DISTINCT 'c', process_id FROM old_rows;
  ELSE
    INSERT INTO process_changes (kind, process_id) SELECT DISTINCT 'c', process_id FROM new_rows;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The tables whose rows are logged by a trigger of their own (0014 and below): the rest log 'g'.
CREATE OR REPLACE FUNCTION pmr_notify_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' OR TG_TABLE_NAME NOT IN ('processes', 'job_roles', 'divisions', 'artifacts',
    'pain_point_statuses', 'change_impact_assessments', 'training_artifacts', 'training_tier_documents',
    'audit_events', 'comments', 'notifications', 'review_requests', 'published_versions',
    'pain_point_links', 'impact_suggestion_dismissals') THEN
    INSERT INTO process_changes (kind) VALUES ('g');
  END IF;
  PERFORM pg_notify('pmr_change', '');
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER audit_events_log_insert AFTER INSERT ON audit_events REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_scope_rows();
--> statement-breakpoint
CREATE TRIGGER audit_events_log_update AFTER UPDATE ON audit_events REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_scope_rows();
--> statement-breakpoint
CREATE TRIGGER audit_events_log_delete AFTER DELETE ON audit_events REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_scope_rows();
--> statement-breakpoint
CREATE TRIGGER comments_log_insert AFTER INSERT ON comments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_scope_rows();
--> statement-breakpoint
CREATE TRIGGER comments_log_update AFTER UPDATE ON comments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_scope_rows();
--> statement-breakpoint
CREATE TRIGGER comments_log_delete AFTER DELETE ON comments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_scope_rows();
--> statement-breakpoint
CREATE TRIGGER notifications_log_insert AFTER INSERT ON notifications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_scope_rows();
--> statement-breakpoint
CREATE TRIGGER notifications_log_update AFTER UPDATE ON notifications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_scope_rows();
--> statement-breakpoint
CREATE TRIGGER notifications_log_delete AFTER DELETE ON notifications REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_scope_rows();
--> statement-breakpoint
CREATE TRIGGER review_requests_log_insert AFTER INSERT ON review_requests REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_scope_rows();
--> statement-breakpoint
CREATE TRIGGER review_requests_log_update AFTER UPDATE ON review_requests REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_scope_rows();
--> statement-breakpoint
CREATE TRIGGER review_requests_log_delete AFTER DELETE ON review_requests REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_scope_rows();
--> statement-breakpoint
CREATE TRIGGER published_versions_log_insert AFTER INSERT ON published_versions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_scope_rows();
--> statement-breakpoint
CREATE TRIGGER published_versions_log_update AFTER UPDATE ON published_versions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_scope_rows();
--> statement-breakpoint
CREATE TRIGGER published_versions_log_delete AFTER DELETE ON published_versions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_scope_rows();
--> statement-breakpoint
CREATE TRIGGER pain_point_links_log_insert AFTER INSERT ON pain_point_links REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_scope_rows();
--> statement-breakpoint
CREATE TRIGGER pain_point_links_log_update AFTER UPDATE ON pain_point_links REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_scope_rows();
--> statement-breakpoint
CREATE TRIGGER pain_point_links_log_delete AFTER DELETE ON pain_point_links REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_scope_rows();
--> statement-breakpoint
CREATE TRIGGER impact_suggestion_dismissals_log_insert AFTER INSERT ON impact_suggestion_dismissals REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_scope_rows();
--> statement-breakpoint
CREATE TRIGGER impact_suggestion_dismissals_log_update AFTER UPDATE ON impact_suggestion_dismissals REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_scope_rows();
--> statement-breakpoint
CREATE TRIGGER impact_suggestion_dismissals_log_delete AFTER DELETE ON impact_suggestion_dismissals REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_scope_rows();
