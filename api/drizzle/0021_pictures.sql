-- Product pictures uploaded by an administrator (issue 28 §2). Keyed by the item code, not the product's id:
-- a product keeps its pictures when the demo catalogue is seeded again. `hash` is the SHA-256 of the uploaded
-- file (the same photograph twice on one product is refused); `variants` lists the files made from it (view,
-- density, format, size and the file's content-named name, see api/src/catalogue/pictures.ts).
CREATE TABLE "item_pictures" (
  "id" serial PRIMARY KEY,
  "item_code" text NOT NULL,
  "hash" text NOT NULL,
  "position" integer NOT NULL,
  "main" boolean NOT NULL DEFAULT false,
  "width" integer NOT NULL,
  "height" integer NOT NULL,
  "format" text NOT NULL,
  "bytes" integer NOT NULL,
  "variants" jsonb NOT NULL,
  "created_by" integer REFERENCES "users" ("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "item_pictures_item_hash" UNIQUE ("item_code", "hash")
);
--> statement-breakpoint
CREATE INDEX "item_pictures_item_idx" ON "item_pictures" ("item_code", "position");
--> statement-breakpoint
-- At most one main picture a product.
CREATE UNIQUE INDEX "item_pictures_main_idx" ON "item_pictures" ("item_code") WHERE "main";
--> statement-breakpoint
-- Pages, caches and the YML feed follow the catalogue's version (migration 0012): a picture changes it too.
CREATE TRIGGER item_pictures_version AFTER INSERT OR UPDATE OR DELETE ON item_pictures
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
