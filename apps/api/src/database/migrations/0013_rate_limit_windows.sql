-- Rate limits shared by every API instance: one row per key and fixed window, counted with one
-- atomic upsert per request. UNLOGGED: a crash or a failover to a standby forgets the counts,
-- which only restarts the windows, and the busiest rows write no write-ahead log.
CREATE UNLOGGED TABLE "rate_limit_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_windows_window_ends_at_idx" ON "rate_limit_windows" USING btree ("window_ends_at");
