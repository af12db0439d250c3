CREATE TABLE "case_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"tax_year" integer NOT NULL,
	"author_user_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"tax_year" integer NOT NULL,
	"contact_method" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer
);
--> statement-breakpoint
CREATE TABLE "tax_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"tax_year" integer NOT NULL,
	"uploaded_by" integer NOT NULL,
	"original_name" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"iv" text NOT NULL,
	"auth_tag" text NOT NULL,
	"wrapped_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "tax_year" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "direction" text DEFAULT 'from_taxpayer' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "kind" text DEFAULT 'message' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "author_user_id" integer;--> statement-breakpoint
ALTER TABLE "tax_year_statuses" ADD COLUMN "documents_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tax_year_statuses" ADD COLUMN "return_uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tax_year_statuses" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "case_notes" ADD CONSTRAINT "case_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_returns" ADD CONSTRAINT "tax_returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_notes_case_idx" ON "case_notes" USING btree ("user_id","tax_year");--> statement-breakpoint
CREATE INDEX "contact_requests_case_idx" ON "contact_requests" USING btree ("user_id","tax_year");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_requests_open_unique" ON "contact_requests" USING btree ("user_id","tax_year","contact_method") WHERE "contact_requests"."resolved_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_returns_storage_key_unique" ON "tax_returns" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "tax_returns_case_idx" ON "tax_returns" USING btree ("user_id","tax_year","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_user_action_idx" ON "audit_log" USING btree ("user_id","action","created_at");--> statement-breakpoint
CREATE INDEX "messages_user_year_idx" ON "messages" USING btree ("user_id","tax_year","created_at");--> statement-breakpoint
CREATE INDEX "tax_year_statuses_queue_idx" ON "tax_year_statuses" USING btree ("status_id","transmitted_at");