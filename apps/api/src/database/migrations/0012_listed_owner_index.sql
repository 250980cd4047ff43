-- An owner's portfolio page, newest first (its default order): the sort indexes hold every
-- owner's domains, so for an owner of a few hundred the page lay far along them, and the owner
-- index lacks the id tie-breaker, so every one of the owner's rows was read and sorted.
CREATE INDEX "domains_listed_owner_id_created_at_idx" ON "domains" USING btree ("owner_id","created_at" DESC NULLS FIRST,"id") WHERE "domains"."public" and not "domains"."sold";