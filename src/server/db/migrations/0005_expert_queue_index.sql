-- pg_trgm serves the experts' search (users_search_trgm_idx); it is a trusted extension, so the
-- database owner may create it. PGlite loads it in db/connect.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "tax_year_statuses_queue_idx";--> statement-breakpoint
ALTER TABLE "tax_year_statuses" ADD COLUMN "plan_rank" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The rank of each year's subscription (planRank in shared/domain/subscription-plans).
UPDATE "tax_year_statuses" t SET "plan_rank" = CASE s."plan" WHEN 'premium' THEN 2 WHEN 'basic' THEN 1 ELSE 0 END
FROM "subscriptions" s WHERE s."user_id" = t."user_id" AND s."tax_year" = t."tax_year";--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("user_id","tax_year") WHERE "messages"."direction" = 'from_taxpayer' and "messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "users_canton_idx" ON "users" USING btree ("canton_of_residence","id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tax_year_statuses_queue_idx" ON "tax_year_statuses" USING btree ("plan_rank" DESC NULLS LAST,"transmitted_at","user_id","tax_year","status_id") WHERE "tax_year_statuses"."status_id" in (4, 5);