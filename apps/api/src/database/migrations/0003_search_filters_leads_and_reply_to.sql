DROP INDEX "domains_public_selling_price_idx";--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "label_length" integer GENERATED ALWAYS AS (strpos(name, '.') - 1) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "visible_price" numeric(14, 2) GENERATED ALWAYS AS (case when price_hidden then null else selling_price end) STORED;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "bot_check" text DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
UPDATE "leads" SET "bot_check" = 'SKIPPED';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lead_limit_notice_month" text;--> statement-breakpoint
CREATE INDEX "domains_public_visible_price_idx" ON "domains" USING btree ("visible_price") WHERE "domains"."public";--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_bot_check_check" CHECK ("leads"."bot_check" in ('PENDING', 'PASSED', 'SKIPPED', 'UNAVAILABLE', 'FAILED'));