CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"key_hash" text NOT NULL,
	"key_encrypted" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "domain_views_daily" (
	"domain_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "domain_views_daily_pkey" PRIMARY KEY("domain_id","day")
);
--> statement-breakpoint
CREATE TABLE "domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"tld" text NOT NULL,
	"description" text,
	"selling_price" numeric(14, 2),
	"domain_cost" numeric(14, 2),
	"renewal_cost" numeric(14, 2),
	"expiration" date,
	"purchase_date" date,
	"sale_date" date,
	"sale_price" numeric(14, 2),
	"sold" boolean DEFAULT false NOT NULL,
	"forwarding" text,
	"public" boolean DEFAULT true NOT NULL,
	"buy_it_now" boolean DEFAULT false NOT NULL,
	"price_hidden" boolean DEFAULT false NOT NULL,
	"lander" text,
	"category" text,
	"registrar" text,
	"purchase_url" text,
	"finance_url" text,
	"lease_url" text,
	"private_notes" text,
	"views" integer DEFAULT 0 NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	"parking_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domains_name_lowercase_check" CHECK ("domains"."name" = lower("domains"."name")),
	CONSTRAINT "domains_description_length_check" CHECK (char_length("domains"."description") <= 250),
	CONSTRAINT "domains_selling_price_check" CHECK ("domains"."selling_price" >= 0),
	CONSTRAINT "domains_domain_cost_check" CHECK ("domains"."domain_cost" >= 0),
	CONSTRAINT "domains_renewal_cost_check" CHECK ("domains"."renewal_cost" >= 0),
	CONSTRAINT "domains_buy_it_now_price_check" CHECK (not "domains"."buy_it_now" or "domains"."selling_price" is not null)
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_outbox_status_check" CHECK ("email_outbox"."status" in ('PENDING', 'SENT', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "escrow_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain_id" uuid,
	"lead_id" uuid,
	"owner_id" uuid NOT NULL,
	"domain_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"escrow_transaction_id" text,
	"landing_page_url" text,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"domain_name" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text,
	"offer" numeric(14, 2),
	"kind" text DEFAULT 'INQUIRY' NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_message_length_check" CHECK (char_length("leads"."message") <= 500),
	CONSTRAINT "leads_offer_check" CHECK ("leads"."offer" > 0),
	CONSTRAINT "leads_kind_check" CHECK ("leads"."kind" in ('INQUIRY', 'OFFER', 'BUY_NOW'))
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_tokens_purpose_check" CHECK ("one_time_tokens"."purpose" in ('CONFIRM_EMAIL', 'RESET_PASSWORD', 'CONFIRM_DEVICE'))
);
--> statement-breakpoint
CREATE TABLE "portfolio_pages" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"title" text,
	"description" text,
	"theme" text DEFAULT 'indigo' NOT NULL,
	"logo" text,
	"logo_light" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"persistent" boolean DEFAULT false NOT NULL,
	"user_agent" text,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"email_confirmed_at" timestamp with time zone,
	"password_hash" text,
	"google_id" text,
	"username" text NOT NULL,
	"display_name" text NOT NULL,
	"avatar" text,
	"phone" text,
	"plan_type" text DEFAULT 'FREE' NOT NULL,
	"plan_interval" text,
	"portfolio_display_name" text,
	"custom_domain" text,
	"custom_domain_verified_at" timestamp with time zone,
	"google_analytics_tracking_id" text,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_plan_type_check" CHECK ("users"."plan_type" in ('FREE', 'PRO')),
	CONSTRAINT "users_plan_interval_check" CHECK ("users"."plan_interval" in ('MONTH', 'YEAR')),
	CONSTRAINT "users_email_lowercase_check" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_username_format_check" CHECK ("users"."username" ~ '^[a-z0-9](?:[a-z0-9-]{1,28})[a-z0-9]$')
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_views_daily" ADD CONSTRAINT "domain_views_daily_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_views_daily" ADD CONSTRAINT "domain_views_daily_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escrow_transactions" ADD CONSTRAINT "escrow_transactions_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escrow_transactions" ADD CONSTRAINT "escrow_transactions_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escrow_transactions" ADD CONSTRAINT "escrow_transactions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_pages" ADD CONSTRAINT "portfolio_pages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_key_hash_key" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_one_active_per_user_key" ON "api_keys" USING btree ("user_id") WHERE "api_keys"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "api_keys_user_id_idx" ON "api_keys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "domain_views_daily_owner_id_day_idx" ON "domain_views_daily" USING btree ("owner_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "domains_owner_id_name_key" ON "domains" USING btree ("owner_id","name");--> statement-breakpoint
CREATE INDEX "domains_owner_id_created_at_idx" ON "domains" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "domains_name_trgm_idx" ON "domains" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "domains_public_created_at_idx" ON "domains" USING btree ("created_at" DESC NULLS LAST) WHERE "domains"."public";--> statement-breakpoint
CREATE INDEX "domains_public_selling_price_idx" ON "domains" USING btree ("selling_price") WHERE "domains"."public";--> statement-breakpoint
CREATE INDEX "domains_public_views_idx" ON "domains" USING btree ("views" DESC NULLS LAST) WHERE "domains"."public";--> statement-breakpoint
CREATE INDEX "domains_name_idx" ON "domains" USING btree ("name");--> statement-breakpoint
CREATE INDEX "email_outbox_pending_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "escrow_transactions_owner_id_idx" ON "escrow_transactions" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "leads_owner_id_created_at_idx" ON "leads" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_domain_id_created_at_idx" ON "leads" USING btree ("domain_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_tokens_token_hash_key" ON "one_time_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "one_time_tokens_user_id_purpose_idx" ON "one_time_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_id_key" ON "users" USING btree ("google_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_custom_domain_key" ON "users" USING btree ("custom_domain");--> statement-breakpoint
CREATE UNIQUE INDEX "users_stripe_customer_id_key" ON "users" USING btree ("stripe_customer_id");