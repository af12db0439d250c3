CREATE TABLE "tax_efficiency_figures" (
	"user_id" integer NOT NULL,
	"tax_year" integer NOT NULL,
	"figures" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tax_efficiency_figures_user_id_tax_year_pk" PRIMARY KEY("user_id","tax_year")
);
--> statement-breakpoint
ALTER TABLE "tax_efficiency_figures" ADD CONSTRAINT "tax_efficiency_figures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;