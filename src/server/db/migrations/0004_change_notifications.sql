-- Every committed change to the repository's content is announced on the channel pmr_change, and
-- every ended session on pmr_session, so each app instance can keep read caches that never miss a
-- write made by another instance (src/server/cache/change-feed.ts).
CREATE OR REPLACE FUNCTION pmr_notify_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('pmr_change', TG_TABLE_NAME);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pmr_notify_session_end() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('pmr_session', OLD.id);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER job_roles_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON job_roles FOR EACH STATEMENT EXECUTE FUNCTION pmr_notify_change();
--> statement-breakpoint
CREATE TRIGGER processes_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON processes FOR EACH STATEMENT EXECUTE FUNCTION pmr_notify_change();
--> statement-breakpoint
CREATE TRIGGER artifacts_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON artifacts FOR EACH STATEMENT EXECUTE FUNCTION pmr_notify_change();
--> statement-breakpoint
CREATE TRIGGER pain_point_statuses_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pain_point_statuses FOR EACH STATEMENT EXECUTE FUNCTION pmr_notify_change();
--> statement-breakpoint
CREATE TRIGGER change_impact_assessments_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON change_impact_assessments FOR EACH STATEMENT EXECUTE FUNCTION pmr_notify_change();
--> statement-breakpoint
CREATE TRIGGER training_artifacts_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON training_artifacts FOR EACH STATEMENT EXECUTE FUNCTION pmr_notify_change();
--> statement-breakpoint
CREATE TRIGGER training_tier_documents_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON training_tier_documents FOR EACH STATEMENT EXECUTE FUNCTION pmr_notify_change();
--> statement-breakpoint
CREATE TRIGGER divisions_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON divisions FOR EACH STATEMENT EXECUTE FUNCTION pmr_notify_change();
--> statement-breakpoint
CREATE TRIGGER files_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON files FOR EACH STATEMENT EXECUTE FUNCTION pmr_notify_change();
--> statement-breakpoint
CREATE TRIGGER audit_events_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON audit_events FOR EACH STATEMENT EXECUTE FUNCTION pmr_notify_change();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_end AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION pmr_notify_session_end();
