CREATE TABLE "published_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"process_id" uuid NOT NULL,
	"version" text NOT NULL,
	"review_request_id" uuid,
	"approved_by" jsonb NOT NULL,
	"snapshot" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"process_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"requested_by_id" uuid,
	"requested_by_name" text NOT NULL,
	"approvers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "published_versions" ADD CONSTRAINT "published_versions_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "published_versions_process_idx" ON "published_versions" USING btree ("process_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "published_versions_number_unique" ON "published_versions" USING btree ("process_id","version");--> statement-breakpoint
CREATE INDEX "review_requests_process_idx" ON "review_requests" USING btree ("process_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "review_requests_approvers_idx" ON "review_requests" USING gin ("approvers");--> statement-breakpoint
CREATE UNIQUE INDEX "review_requests_one_open" ON "review_requests" USING btree ("process_id") WHERE "review_requests"."status" = 'open';--> statement-breakpoint
CREATE TRIGGER review_requests_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON review_requests FOR EACH STATEMENT EXECUTE FUNCTION pmr_notify_change();--> statement-breakpoint
CREATE TRIGGER published_versions_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON published_versions FOR EACH STATEMENT EXECUTE FUNCTION pmr_notify_change();
