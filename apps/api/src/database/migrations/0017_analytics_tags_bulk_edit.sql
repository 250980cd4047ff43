CREATE TABLE "domain_bulk_edits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"changes" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_visitors" (
	"scope_id" uuid NOT NULL,
	"day" date NOT NULL,
	"hash" "bytea" NOT NULL,
	CONSTRAINT "analytics_visitors_pkey" PRIMARY KEY("scope_id","day","hash")
);
--> statement-breakpoint
CREATE TABLE "domain_traffic_daily" (
	"domain_id" uuid NOT NULL,
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "domain_traffic_daily_pkey" PRIMARY KEY("domain_id","day","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "owner_traffic_daily" (
	"owner_id" uuid NOT NULL,
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "owner_traffic_daily_pkey" PRIMARY KEY("owner_id","day","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "owner_views_daily" (
	"owner_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"bots" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "owner_views_daily_pkey" PRIMARY KEY("owner_id","day")
);
--> statement-breakpoint
ALTER TABLE "domain_views_daily" ADD COLUMN "visitors" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "domain_views_daily" ADD COLUMN "bots" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "domain_bulk_edits" ADD CONSTRAINT "domain_bulk_edits_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_traffic_daily" ADD CONSTRAINT "domain_traffic_daily_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_traffic_daily" ADD CONSTRAINT "owner_traffic_daily_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_views_daily" ADD CONSTRAINT "owner_views_daily_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "domain_bulk_edits_owner_id_created_at_idx" ON "domain_bulk_edits" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "analytics_visitors_day_idx" ON "analytics_visitors" USING btree ("day");--> statement-breakpoint
CREATE INDEX "domains_tags_idx" ON "domains" USING gin ("tags");--> statement-breakpoint
-- The portfolio's daily views so far (visitors were not counted before this release).
INSERT INTO "owner_views_daily" ("owner_id", "day", "views")
SELECT "owner_id", "day", sum("count")::int FROM "domain_views_daily" GROUP BY "owner_id", "day";
