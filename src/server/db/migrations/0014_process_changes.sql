CREATE TABLE "process_changes" (
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"kind" text NOT NULL,
	"process_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "audit_events_actor_idx";--> statement-breakpoint
DROP INDEX "audit_events_process_idx";--> statement-breakpoint
DROP INDEX "audit_events_at_idx";--> statement-breakpoint
CREATE INDEX "process_changes_xid_idx" ON "process_changes" USING btree ("xid");--> statement-breakpoint
CREATE INDEX "process_changes_at_idx" ON "process_changes" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id","at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_events_process_idx" ON "audit_events" USING btree ("process_id","at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
-- One row per written process, from each statement's transition table (a bulk insert costs one
-- INSERT … SELECT). Transition tables need one trigger per event.
CREATE OR REPLACE FUNCTION pmr_log_process_rows() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO process_changes (kind, process_id) SELECT 'p', id FROM old_rows;
  ELSE
    INSERT INTO process_changes (kind, process_id) SELECT 'p', id FROM new_rows;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pmr_log_process_kind() RETURNS trigger AS $$
BEGIN
  INSERT INTO process_changes (kind) VALUES (TG_ARGV[0]);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER processes_log_insert AFTER INSERT ON processes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_process_rows();
--> statement-breakpoint
CREATE TRIGGER processes_log_update AFTER UPDATE ON processes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_process_rows();
--> statement-breakpoint
CREATE TRIGGER processes_log_delete AFTER DELETE ON processes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_process_rows();
--> statement-breakpoint
CREATE TRIGGER processes_log_truncate AFTER TRUNCATE ON processes FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_process_kind('all');
--> statement-breakpoint
CREATE TRIGGER job_roles_log AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON job_roles FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_process_kind('r');
--> statement-breakpoint
-- The tables the Change Readiness facts are read from: kind 'f' and the process whose facts changed
-- (readiness-facts.ts loads those processes' facts again instead of every process's).
CREATE OR REPLACE FUNCTION pmr_log_fact_rows() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO process_changes (kind, process_id) SELECT DISTINCT 'f', process_id FROM old_rows;
  ELSE
    INSERT INTO process_changes (kind, process_id) SELECT DISTINCT 'f', process_id FROM new_rows;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER artifacts_log_insert AFTER INSERT ON artifacts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_fact_rows();
--> statement-breakpoint
CREATE TRIGGER artifacts_log_update AFTER UPDATE ON artifacts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_fact_rows();
--> statement-breakpoint
CREATE TRIGGER artifacts_log_delete AFTER DELETE ON artifacts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_fact_rows();
--> statement-breakpoint
CREATE TRIGGER pain_point_statuses_log_insert AFTER INSERT ON pain_point_statuses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_fact_rows();
--> statement-breakpoint
CREATE TRIGGER pain_point_statuses_log_update AFTER UPDATE ON pain_point_statuses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_fact_rows();
--> statement-breakpoint
CREATE TRIGGER pain_point_statuses_log_delete AFTER DELETE ON pain_point_statuses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_fact_rows();
--> statement-breakpoint
CREATE TRIGGER change_impact_assessments_log_insert AFTER INSERT ON change_impact_assessments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_fact_rows();
--> statement-breakpoint
CREATE TRIGGER change_impact_assessments_log_update AFTER UPDATE ON change_impact_assessments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_fact_rows();
--> statement-breakpoint
CREATE TRIGGER change_impact_assessments_log_delete AFTER DELETE ON change_impact_assessments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_fact_rows();
--> statement-breakpoint
CREATE TRIGGER training_artifacts_log_insert AFTER INSERT ON training_artifacts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_fact_rows();
--> statement-breakpoint
CREATE TRIGGER training_artifacts_log_update AFTER UPDATE ON training_artifacts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_fact_rows();
--> statement-breakpoint
CREATE TRIGGER training_artifacts_log_delete AFTER DELETE ON training_artifacts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_fact_rows();
--> statement-breakpoint
CREATE TRIGGER training_tier_documents_log_insert AFTER INSERT ON training_tier_documents REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_fact_rows();
--> statement-breakpoint
CREATE TRIGGER training_tier_documents_log_update AFTER UPDATE ON training_tier_documents REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_fact_rows();
--> statement-breakpoint
CREATE TRIGGER training_tier_documents_log_delete AFTER DELETE ON training_tier_documents REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_fact_rows();
--> statement-breakpoint
CREATE TRIGGER divisions_log AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON divisions FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_process_kind('d');
--> statement-breakpoint
CREATE TRIGGER artifacts_log_truncate AFTER TRUNCATE ON artifacts FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_process_kind('all');
--> statement-breakpoint
CREATE TRIGGER pain_point_statuses_log_truncate AFTER TRUNCATE ON pain_point_statuses FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_process_kind('all');
--> statement-breakpoint
CREATE TRIGGER change_impact_assessments_log_truncate AFTER TRUNCATE ON change_impact_assessments FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_process_kind('all');
--> statement-breakpoint
CREATE TRIGGER training_artifacts_log_truncate AFTER TRUNCATE ON training_artifacts FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_process_kind('all');
--> statement-breakpoint
CREATE TRIGGER training_tier_documents_log_truncate AFTER TRUNCATE ON training_tier_documents FOR EACH STATEMENT EXECUTE FUNCTION pmr_log_process_kind('all');
