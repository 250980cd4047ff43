-- Negotiation: floor prices and offers on domains, offer settings on owners, a status and the
-- price on the table on leads, every step of a thread in lead_messages, saved replies.
CREATE TABLE "lead_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"kind" text NOT NULL,
	"message" text,
	"amount" numeric(14, 2),
	"expires_at" timestamp with time zone,
	"sent_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_messages_sender_check" CHECK ("lead_messages"."sender" in ('BUYER', 'OWNER', 'AUTOMATIC')),
	CONSTRAINT "lead_messages_message_length_check" CHECK (char_length("lead_messages"."message") <= 5000),
	CONSTRAINT "lead_messages_amount_check" CHECK ("lead_messages"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "lead_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_templates_name_length_check" CHECK (char_length("lead_templates"."name") between 1 and 80),
	CONSTRAINT "lead_templates_body_length_check" CHECK (char_length("lead_templates"."body") between 1 and 5000)
);
--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "floor_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "offers_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "asking_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "status" text DEFAULT 'NEW' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "current_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "current_by" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "agreed_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "counter_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "buyer_counters" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "auto_answered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "needs_verification" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "floor_percent" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "below_floor" text DEFAULT 'DECLINE' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_below_floor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verified_buyers_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_messages" ADD CONSTRAINT "lead_messages_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_messages" ADD CONSTRAINT "lead_messages_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_templates" ADD CONSTRAINT "lead_templates_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_messages_lead_id_created_at_idx" ON "lead_messages" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_messages_owner_id_idx" ON "lead_messages" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "lead_templates_owner_id_idx" ON "lead_templates" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_owner_id_status_idx" ON "leads" USING btree ("owner_id","status","last_activity_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_floor_price_check" CHECK ("domains"."floor_price" >= 0);--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('NEW', 'REPLIED', 'COUNTERED', 'ACCEPTED', 'DECLINED', 'EXPIRED', 'SOLD'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_current_by_check" CHECK ("leads"."current_by" in ('BUYER', 'OWNER'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_floor_percent_check" CHECK ("users"."floor_percent" between 1 and 100);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_below_floor_check" CHECK ("users"."below_floor" in ('DECLINE', 'COUNTER'));--> statement-breakpoint
-- Leads received before negotiation threads: each becomes a thread of its buyer's first message,
-- the offer (if any) on the table, waiting for the owner's reply.
UPDATE "leads" SET "current_amount" = "offer", "current_by" = CASE WHEN "offer" IS NULL THEN NULL ELSE 'BUYER' END, "last_activity_at" = "created_at",
  "asking_price" = (SELECT "selling_price" FROM "domains" WHERE "domains"."id" = "leads"."domain_id");--> statement-breakpoint
INSERT INTO "lead_messages" ("lead_id", "owner_id", "sender", "kind", "message", "amount", "created_at")
SELECT "id", "owner_id", 'BUYER', 'OFFER', "message", "offer", "created_at" FROM "leads";
