CREATE TABLE "owner_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"dedupe_key" text,
	"routed_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"target" text NOT NULL,
	"settings" jsonb NOT NULL,
	"secrets" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_channels_type_check" CHECK ("alert_channels"."type" in ('WEBHOOK', 'SLACK', 'DISCORD', 'TELEGRAM', 'NTFY'))
);
--> statement-breakpoint
CREATE TABLE "alert_settings" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"expiry_reminders" boolean DEFAULT true NOT NULL,
	"reminder_days" integer[] NOT NULL,
	"digest" boolean DEFAULT false NOT NULL,
	"routes" jsonb NOT NULL,
	"calendar_token_hash" text,
	"calendar_token" text,
	"calendar_created_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_settings_reminder_days_check" CHECK (cardinality("alert_settings"."reminder_days") <= 10)
);
--> statement-breakpoint
CREATE TABLE "alert_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"channel_id" uuid,
	"event_id" uuid,
	"event" text NOT NULL,
	"domain" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_response" text,
	"give_up_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_deliveries_status_check" CHECK ("alert_deliveries"."status" in ('PENDING', 'SENT', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "expiry_reminders" (
	"domain_id" uuid NOT NULL,
	"expiration" date NOT NULL,
	"days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expiry_reminders_domain_id_expiration_days_pk" PRIMARY KEY("domain_id","expiration","days")
);
--> statement-breakpoint
CREATE TABLE "scheduled_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"lease_until" timestamp with time zone,
	"leased_by" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "reminders_muted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "owner_events" ADD CONSTRAINT "owner_events_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_channels" ADD CONSTRAINT "alert_channels_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_channel_id_alert_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."alert_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_event_id_owner_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."owner_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expiry_reminders" ADD CONSTRAINT "expiry_reminders_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "owner_events_dedupe_key_key" ON "owner_events" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "owner_events_unrouted_idx" ON "owner_events" USING btree ("created_at") WHERE "owner_events"."routed_at" is null;--> statement-breakpoint
CREATE INDEX "owner_events_owner_id_created_at_idx" ON "owner_events" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alert_channels_owner_id_idx" ON "alert_channels" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_settings_calendar_token_hash_key" ON "alert_settings" USING btree ("calendar_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_event_channel_key" ON "alert_deliveries" USING btree ("event_id",coalesce("channel_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE INDEX "alert_deliveries_pending_idx" ON "alert_deliveries" USING btree ("next_attempt_at") WHERE "alert_deliveries"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "alert_deliveries_owner_id_created_at_idx" ON "alert_deliveries" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "expiry_reminders_expiration_idx" ON "expiry_reminders" USING btree ("expiration");--> statement-breakpoint
CREATE INDEX "domains_unsold_expiration_idx" ON "domains" USING btree ("expiration","owner_id") WHERE not "domains"."sold" and "domains"."expiration" is not null;