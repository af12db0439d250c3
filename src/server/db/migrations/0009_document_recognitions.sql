CREATE TABLE "document_recognitions" (
	"file_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"kind" text NOT NULL,
	"result" jsonb,
	"failure" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"confirmed_result" jsonb,
	"confirmed_at" timestamp with time zone,
	"changed_by_taxpayer" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_recognitions" ADD CONSTRAINT "document_recognitions_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_recognitions" ADD CONSTRAINT "document_recognitions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_recognitions_status_idx" ON "document_recognitions" USING btree ("status");