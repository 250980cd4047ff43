DROP INDEX "domains_public_created_at_idx";--> statement-breakpoint
DROP INDEX "domains_public_visible_price_idx";--> statement-breakpoint
DROP INDEX "domains_public_views_idx";--> statement-breakpoint
CREATE INDEX "domains_public_created_at_id_idx" ON "domains" USING btree ("created_at" DESC NULLS FIRST,"id") WHERE "domains"."public";--> statement-breakpoint
CREATE INDEX "domains_public_visible_price_desc_id_idx" ON "domains" USING btree ("visible_price" DESC NULLS LAST,"id") WHERE "domains"."public";--> statement-breakpoint
CREATE INDEX "domains_public_visible_price_asc_id_idx" ON "domains" USING btree ("visible_price","id") WHERE "domains"."public";--> statement-breakpoint
CREATE INDEX "domains_public_views_id_idx" ON "domains" USING btree ("views" DESC NULLS FIRST,"id") WHERE "domains"."public";