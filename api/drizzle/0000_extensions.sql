-- Search needs trigram similarity.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Listings sort names in Russian order: Cyrillic before Latin, ё beside е, case ignored first. PGlite's ICU
-- data lacks the Russian tailoring, so on PostgreSQL 16+ (PGlite included) the reordering is spelt out.
DO $$
BEGIN
  IF current_setting('server_version_num')::int >= 160000 THEN
    EXECUTE $sql$CREATE COLLATION IF NOT EXISTS "ru" (provider = icu, locale = 'ru-RU', rules = '[reorder Cyrl Latn]')$sql$;
  ELSE
    CREATE COLLATION IF NOT EXISTS "ru" (provider = icu, locale = 'ru-RU');
  END IF;
END
$$;
