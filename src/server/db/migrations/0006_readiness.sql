CREATE TABLE "impact_suggestion_dismissals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"process_id" uuid NOT NULL,
	"process_output" text NOT NULL,
	"change_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pain_point_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"process_id" uuid NOT NULL,
	"pain_point_title" text NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"training_artifact_id" uuid,
	"tier_document_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_roles" ADD COLUMN "division_roles" text[];--> statement-breakpoint
ALTER TABLE "impact_suggestion_dismissals" ADD CONSTRAINT "impact_suggestion_dismissals_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pain_point_links" ADD CONSTRAINT "pain_point_links_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pain_point_links" ADD CONSTRAINT "pain_point_links_training_artifact_id_training_artifacts_id_fk" FOREIGN KEY ("training_artifact_id") REFERENCES "public"."training_artifacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pain_point_links" ADD CONSTRAINT "pain_point_links_tier_document_id_training_tier_documents_id_fk" FOREIGN KEY ("tier_document_id") REFERENCES "public"."training_tier_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "impact_suggestion_dismissals_unique" ON "impact_suggestion_dismissals" USING btree ("process_id","process_output","change_type");--> statement-breakpoint
CREATE UNIQUE INDEX "pain_point_links_unique" ON "pain_point_links" USING btree ("process_id","pain_point_title","kind","target");