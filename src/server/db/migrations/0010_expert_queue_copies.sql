-- The experts' queue filtered by canton and searched by name joined every case to users and
-- looked among all taxpayers (a search for a common name read most of the users table). Each
-- year row now carries copies of its taxpayer's canton and search text, so both are answered by
-- small partial indexes of the cases alone. The users indexes only served the queue.
DROP INDEX "users_canton_idx";--> statement-breakpoint
DROP INDEX "users_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "tax_year_statuses" ADD COLUMN "taxpayer_canton" text;--> statement-breakpoint
ALTER TABLE "tax_year_statuses" ADD COLUMN "taxpayer_search_text" text;--> statement-breakpoint
-- The search text: first name, last name and e-mail as one text (so 'Anna Muster' finds the full
-- name too); the same expression in both functions below.
UPDATE "tax_year_statuses" t SET "taxpayer_canton" = u."canton_of_residence",
  "taxpayer_search_text" = coalesce(u."first_name", '') || ' ' || coalesce(u."last_name", '') || ' ' || u."email"
FROM "users" u WHERE u."id" = t."user_id";--> statement-breakpoint
-- The database keeps the copies, so every writer (the app, the admin tools, plain SQL) keeps them
-- exact: a new year row takes them from its user, and a change of name, e-mail or canton is
-- copied to all the user's years in the same transaction.
CREATE FUNCTION "tax_year_statuses_copy_taxpayer"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT u."canton_of_residence", coalesce(u."first_name", '') || ' ' || coalesce(u."last_name", '') || ' ' || u."email"
    INTO NEW."taxpayer_canton", NEW."taxpayer_search_text"
    FROM "users" u WHERE u."id" = NEW."user_id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "tax_year_statuses_copy_taxpayer" BEFORE INSERT OR UPDATE OF "user_id" ON "tax_year_statuses"
  FOR EACH ROW EXECUTE FUNCTION "tax_year_statuses_copy_taxpayer"();--> statement-breakpoint
CREATE FUNCTION "users_copy_to_tax_years"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "tax_year_statuses" SET "taxpayer_canton" = NEW."canton_of_residence",
    "taxpayer_search_text" = coalesce(NEW."first_name", '') || ' ' || coalesce(NEW."last_name", '') || ' ' || NEW."email"
  WHERE "user_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
-- Profile saves write every field they hold: only a real change of one of the four is copied.
CREATE TRIGGER "users_copy_to_tax_years" AFTER UPDATE OF "first_name", "last_name", "email", "canton_of_residence" ON "users"
  FOR EACH ROW WHEN (OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name"
    OR OLD."email" IS DISTINCT FROM NEW."email" OR OLD."canton_of_residence" IS DISTINCT FROM NEW."canton_of_residence")
  EXECUTE FUNCTION "users_copy_to_tax_years"();--> statement-breakpoint
CREATE INDEX "tax_year_statuses_queue_canton_idx" ON "tax_year_statuses" USING btree ("taxpayer_canton","plan_rank" DESC NULLS LAST,"transmitted_at","user_id","tax_year","status_id") WHERE "tax_year_statuses"."status_id" in (4, 5);--> statement-breakpoint
CREATE INDEX "tax_year_statuses_queue_search_idx" ON "tax_year_statuses" USING gin ("taxpayer_search_text" gin_trgm_ops) WHERE "tax_year_statuses"."status_id" in (4, 5);
