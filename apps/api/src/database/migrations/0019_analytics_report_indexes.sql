DROP INDEX "domain_views_daily_owner_id_day_idx";--> statement-breakpoint
CREATE INDEX "domain_traffic_daily_report_idx" ON "domain_traffic_daily" USING btree ("domain_id","day","dimension","value","views");--> statement-breakpoint
CREATE INDEX "owner_traffic_daily_report_idx" ON "owner_traffic_daily" USING btree ("owner_id","day","dimension","value","views");--> statement-breakpoint
CREATE INDEX "domain_views_daily_owner_id_day_idx" ON "domain_views_daily" USING btree ("owner_id","day","domain_id","count","visitors");