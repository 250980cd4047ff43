-- Names searched with a term of one or two characters: the trigram index cannot serve them,
-- so every such search would read the whole table. Each name's distinct 1- and 2-character
-- substrings go into a GIN index; the search adds `domain_name_grams(name) @> array[term]`.
CREATE FUNCTION domain_name_grams(name text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN ARRAY(
    SELECT DISTINCT substr(name, i, n)
    FROM generate_series(1, char_length(name)) AS i, (VALUES (1), (2)) AS sizes(n)
    WHERE i + n - 1 <= char_length(name)
  );--> statement-breakpoint
-- Not partial: the planner uses an expression index's statistics (how common each piece is)
-- only when the index covers every row, and without them it misjudges common pieces.
CREATE INDEX "domains_name_grams_idx" ON "domains" USING gin (domain_name_grams("name"));--> statement-breakpoint
-- A finer sample of names: the planner's row estimates for LIKE '%term%' decide between
-- walking a sort index and collecting the matches first.
ALTER TABLE "domains" ALTER COLUMN "name" SET STATISTICS 1000;
