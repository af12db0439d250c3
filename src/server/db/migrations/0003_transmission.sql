CREATE TABLE "advanced_tax_sections" (
	"user_id" integer NOT NULL,
	"tax_year" integer NOT NULL,
	"section" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "advanced_tax_sections_user_id_tax_year_section_pk" PRIMARY KEY("user_id","tax_year","section")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"tax_year" integer NOT NULL,
	"plan" text NOT NULL,
	"payment_period" text NOT NULL,
	"amount_rappen" integer NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_recorded_by" integer
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"tax_year" integer NOT NULL,
	"plan" text NOT NULL,
	"payment_period" text NOT NULL,
	"source" text NOT NULL,
	"amount_rappen" integer NOT NULL,
	"stripe_checkout_session_id" text,
	"invoice_id" integer,
	"activated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_category_preferences" (
	"user_id" integer NOT NULL,
	"tax_year" integer NOT NULL,
	"category_id" text NOT NULL,
	"is_relevant" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tax_category_preferences_user_id_tax_year_category_id_pk" PRIMARY KEY("user_id","tax_year","category_id")
);
--> statement-breakpoint
ALTER TABLE "tax_year_statuses" ADD COLUMN "advanced_tax_locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tax_year_statuses" ADD COLUMN "transmitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invoice_eligible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "advanced_tax_sections" ADD CONSTRAINT "advanced_tax_sections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_category_preferences" ADD CONSTRAINT "tax_category_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_reference_unique" ON "invoices" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","tax_year");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_user_year_unique" ON "subscriptions" USING btree ("user_id","tax_year");