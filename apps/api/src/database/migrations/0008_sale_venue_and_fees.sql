ALTER TABLE "domains" ADD COLUMN "sale_venue" text;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "sale_fees" numeric(14, 2);