ALTER TABLE "products" ADD COLUMN "search_sections" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_props" text DEFAULT '' NOT NULL;