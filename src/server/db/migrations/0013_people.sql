CREATE TABLE "people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"role" text DEFAULT 'editor' NOT NULL,
	"role_set_by_admin" boolean DEFAULT false NOT NULL,
	"oidc_subject" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "actor_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "actor_name" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "person_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "role" text DEFAULT 'editor' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "people_code_name_unique" ON "people" USING btree (lower("name")) WHERE "people"."oidc_subject" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "people_oidc_subject_unique" ON "people" USING btree ("oidc_subject");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_person_idx" ON "sessions" USING btree ("person_id");