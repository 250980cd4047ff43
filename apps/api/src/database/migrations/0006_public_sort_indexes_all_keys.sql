CREATE INDEX "domains_public_buy_it_now_id_idx" ON "domains" USING btree ("buy_it_now" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id") WHERE "domains"."public";--> statement-breakpoint
CREATE INDEX "domains_public_name_c_id_idx" ON "domains" USING btree ("name" collate "C","id") WHERE "domains"."public";--> statement-breakpoint
CREATE INDEX "domains_public_shortest_id_idx" ON "domains" USING btree (char_length("name"),"name" collate "C","id") WHERE "domains"."public";--> statement-breakpoint
CREATE INDEX "domains_public_longest_id_idx" ON "domains" USING btree (char_length("name") desc,"name" collate "C","id") WHERE "domains"."public";--> statement-breakpoint
CREATE INDEX "domains_public_expiration_id_idx" ON "domains" USING btree ("expiration","id") WHERE "domains"."public";