CREATE TABLE "domain_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"field" text,
	"from_value" text,
	"to_value" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrar_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"registrar" text NOT NULL,
	"credentials_sealed" text NOT NULL,
	"hint" text NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrar_domains" (
	"connection_id" uuid NOT NULL,
	"name" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"expiration" date,
	"auto_renew" boolean,
	"locked" boolean,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_run_id" uuid,
	"missing_since" timestamp with time zone,
	CONSTRAINT "registrar_domains_connection_id_name_pk" PRIMARY KEY("connection_id","name")
);
--> statement-breakpoint
CREATE TABLE "registrar_sync_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connection_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"cursor" text,
	"pages" integer DEFAULT 0 NOT NULL,
	"listed" integer DEFAULT 0 NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"missing" integer DEFAULT 0 NOT NULL,
	"left_out" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"left_out_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	"lease_until" timestamp with time zone,
	"leased_by" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrar_sync_runs_status_check" CHECK ("registrar_sync_runs"."status" in ('queued', 'running', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "expiration_source" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "purchase_date_source" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "registrar_source" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "registry_state" text;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "registry" jsonb;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "registry_expiration" date;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "registry_registrar" text;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "registry_at_risk" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "registry_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "registry_problem" text;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "registry_due_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "domain_history" ADD CONSTRAINT "domain_history_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_history" ADD CONSTRAINT "domain_history_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrar_connections" ADD CONSTRAINT "registrar_connections_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrar_domains" ADD CONSTRAINT "registrar_domains_connection_id_registrar_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."registrar_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrar_domains" ADD CONSTRAINT "registrar_domains_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrar_sync_runs" ADD CONSTRAINT "registrar_sync_runs_connection_id_registrar_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."registrar_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrar_sync_runs" ADD CONSTRAINT "registrar_sync_runs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "domain_history_domain_id_at_idx" ON "domain_history" USING btree ("domain_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "registrar_connections_owner_id_idx" ON "registrar_connections" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "registrar_connections_due_idx" ON "registrar_connections" USING btree ("due_at") WHERE not "registrar_connections"."paused";--> statement-breakpoint
CREATE INDEX "registrar_domains_owner_id_name_idx" ON "registrar_domains" USING btree ("owner_id","name");--> statement-breakpoint
CREATE INDEX "registrar_sync_runs_connection_id_idx" ON "registrar_sync_runs" USING btree ("connection_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "registrar_sync_runs_one_open_key" ON "registrar_sync_runs" USING btree ("connection_id") WHERE "registrar_sync_runs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "domains_registry_due_idx" ON "domains" USING btree ("registry_due_at") WHERE not "domains"."sold";--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_field_sources_check" CHECK ("domains"."expiration_source" in ('owner', 'default', 'registry', 'registrar') and "domains"."purchase_date_source" in ('owner', 'default', 'registry', 'registrar') and "domains"."registrar_source" in ('owner', 'default', 'registry', 'registrar'));--> statement-breakpoint
-- A domain without a registrar is the product's to fill in from the registry.
UPDATE "domains" SET "registrar_source" = 'default' WHERE "registrar" IS NULL;
