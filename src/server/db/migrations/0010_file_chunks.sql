CREATE TABLE "file_chunks" (
	"file_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "file_chunks_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
-- Every file stored so far is whole: added as complete, then new rows start incomplete.
ALTER TABLE "files" ADD COLUMN "complete" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "complete" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "file_chunks" ADD CONSTRAINT "file_chunks_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_incomplete_idx" ON "files" USING btree ("created_at") WHERE not "files"."complete";--> statement-breakpoint
-- The stored bytes move into 256 KiB chunks (the size files.service.ts writes); an empty file has none.
INSERT INTO "file_chunks" ("file_id", "seq", "data")
SELECT "files"."id", "part"."seq", substring("files"."data" FROM "part"."seq" * 262144 + 1 FOR 262144)
FROM "files"
CROSS JOIN LATERAL generate_series(0, (octet_length("files"."data") - 1) / 262144) AS "part"("seq")
WHERE octet_length("files"."data") > 0;--> statement-breakpoint
ALTER TABLE "files" DROP COLUMN "data";
--> statement-breakpoint
-- An upload in progress is seen by nobody: announcing its unfinished row threw away every
-- instance's caches and process index in the middle of the upload. A completed file, a delete and
-- a truncate are changes.
DROP TRIGGER IF EXISTS files_notify ON files;--> statement-breakpoint
CREATE TRIGGER files_notify_completed AFTER INSERT OR UPDATE ON files FOR EACH ROW WHEN (NEW.complete) EXECUTE FUNCTION pmr_notify_change();--> statement-breakpoint
CREATE TRIGGER files_notify AFTER DELETE OR TRUNCATE ON files FOR EACH STATEMENT EXECUTE FUNCTION pmr_notify_change();
