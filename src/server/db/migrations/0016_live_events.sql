CREATE TABLE "live_presence" (
	"connection_id" uuid PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"person_id" uuid,
	"process_id" uuid,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE INDEX "live_presence_process_idx" ON "live_presence" USING btree ("process_id");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_seq_unique" ON "audit_events" USING btree ("seq");--> statement-breakpoint
-- Every change of who has a process open is announced on pmr_presence as `out|process|connection`
-- (a stream left that process) and `in|process|connection` (it opened it), so each instance tells
-- its own streams of that process, and the one holding the stream learns what it has open; it is
-- not a content change (pmr_change would empty every read cache each time a page is opened).
CREATE OR REPLACE FUNCTION pmr_notify_presence() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.process_id IS NOT NULL THEN
    PERFORM pg_notify('pmr_presence', 'out|' || OLD.process_id || '|' || OLD.connection_id);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.process_id IS NOT NULL
     AND (TG_OP = 'INSERT' OR NEW.process_id IS DISTINCT FROM OLD.process_id) THEN
    PERFORM pg_notify('pmr_presence', 'in|' || NEW.process_id || '|' || NEW.connection_id);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER live_presence_notify AFTER INSERT OR DELETE OR UPDATE OF process_id ON live_presence FOR EACH ROW EXECUTE FUNCTION pmr_notify_presence();
