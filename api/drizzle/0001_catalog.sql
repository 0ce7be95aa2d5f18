CREATE TABLE "catalog_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"family" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "product_props" (
	"product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "product_props_product_id_position_pk" PRIMARY KEY("product_id","position")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_code" text NOT NULL,
	"name" text NOT NULL,
	"category_id" integer NOT NULL,
	"subcategory_id" integer NOT NULL,
	"subcategory2_id" integer,
	"price" integer,
	"old_price" integer,
	"available" boolean GENERATED ALWAYS AS (price IS NOT NULL) STORED NOT NULL,
	"height_mm" integer NOT NULL,
	"width_mm" integer NOT NULL,
	"depth_mm" integer NOT NULL,
	"weight_kg" double precision NOT NULL,
	"image_family" text NOT NULL,
	"image_variant" smallint NOT NULL,
	"image_count" smallint NOT NULL,
	"search_text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('russian', search_text)) STORED NOT NULL,
	CONSTRAINT "products_item_code_unique" UNIQUE("item_code")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"display" text NOT NULL,
	"frequency" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subcategories" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"parent_id" integer,
	"level" smallint NOT NULL,
	"slug" text NOT NULL,
	"path" text NOT NULL,
	"name" text NOT NULL,
	"family" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "subcategories_path_unique" UNIQUE("path")
);
--> statement-breakpoint
ALTER TABLE "product_props" ADD CONSTRAINT "product_props_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_subcategory2_id_subcategories_id_fk" FOREIGN KEY ("subcategory2_id") REFERENCES "public"."subcategories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategories" ADD CONSTRAINT "subcategories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategories" ADD CONSTRAINT "subcategories_parent_id_subcategories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."subcategories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_sub_name_idx" ON "products" USING btree ("subcategory_id","name" COLLATE "ru","item_code");--> statement-breakpoint
CREATE INDEX "products_sub_price_asc_idx" ON "products" USING btree ("subcategory_id","price" ASC NULLS LAST,"item_code");--> statement-breakpoint
CREATE INDEX "products_sub_price_desc_idx" ON "products" USING btree ("subcategory_id","price" DESC NULLS LAST,"item_code");--> statement-breakpoint
CREATE INDEX "products_sub2_name_idx" ON "products" USING btree ("subcategory2_id","name" COLLATE "ru","item_code");--> statement-breakpoint
CREATE INDEX "products_sub2_price_asc_idx" ON "products" USING btree ("subcategory2_id","price" ASC NULLS LAST,"item_code");--> statement-breakpoint
CREATE INDEX "products_sub2_price_desc_idx" ON "products" USING btree ("subcategory2_id","price" DESC NULLS LAST,"item_code");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subcategories_category_idx" ON "subcategories" USING btree ("category_id","position");