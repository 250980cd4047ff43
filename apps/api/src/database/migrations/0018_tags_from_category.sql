-- A domain's old single category becomes its first tag (stored lowercase, as tags are).
UPDATE "domains" SET "tags" = ARRAY[lower(regexp_replace(btrim("category"), '\s+', ' ', 'g'))]
WHERE "category" IS NOT NULL AND btrim("category") <> '' AND char_length(btrim("category")) <= 32
  AND position(',' in "category") = 0;--> statement-breakpoint
ALTER TABLE "domains" DROP COLUMN "category";
