CREATE TABLE "account_deletion_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hmac" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "retained_accounting_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"sealed" text NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	"account_deleted_at" timestamp with time zone NOT NULL,
	"delete_after" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_deletion_codes" ADD CONSTRAINT "account_deletion_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_deletion_codes_user_idx" ON "account_deletion_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "retained_accounting_records_delete_after_idx" ON "retained_accounting_records" USING btree ("delete_after");