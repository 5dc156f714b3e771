-- The new tables announce their changes like the others (0004), so cached reads follow them.
CREATE TRIGGER pain_point_links_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pain_point_links FOR EACH STATEMENT EXECUTE FUNCTION pmr_notify_change();
--> statement-breakpoint
CREATE TRIGGER impact_suggestion_dismissals_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON impact_suggestion_dismissals FOR EACH STATEMENT EXECUTE FUNCTION pmr_notify_change();
