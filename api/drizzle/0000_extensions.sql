-- Search needs trigram similarity; listings sort names with Russian collation (ICU, so PGlite has it too).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE COLLATION IF NOT EXISTS "ru" (provider = icu, locale = 'ru-RU');
