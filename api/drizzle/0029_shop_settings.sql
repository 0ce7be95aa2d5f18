CREATE TABLE "shop_settings" (
	"section" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_settings_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"user_id" integer,
	"actor" text NOT NULL,
	"parts" text[] NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"version_after" integer NOT NULL,
	"undo_of" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_changes_undo_of_unique" UNIQUE("undo_of")
);
--> statement-breakpoint
ALTER TABLE "shop_settings_changes" ADD CONSTRAINT "shop_settings_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_settings_changes" ADD CONSTRAINT "shop_settings_changes_undo_of_shop_settings_changes_id_fk" FOREIGN KEY ("undo_of") REFERENCES "public"."shop_settings_changes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_settings_changes_section_idx" ON "shop_settings_changes" USING btree ("section","id");--> statement-breakpoint
-- The owner's settings are shown on every page: a write moves the catalogue's version like a product's, so
-- the page cache and memo of every process (and of other machines on the same database) see it.
CREATE TRIGGER shop_settings_version AFTER INSERT OR UPDATE OR DELETE ON shop_settings
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER shop_settings_version_truncate AFTER TRUNCATE ON shop_settings
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
