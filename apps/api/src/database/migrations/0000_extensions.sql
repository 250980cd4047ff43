-- Trigram indexes serve substring search over domain names.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
