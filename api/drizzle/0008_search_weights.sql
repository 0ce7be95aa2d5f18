ALTER TABLE "products" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian', search_text), 'A') ||
          setweight(to_tsvector('russian', search_sections), 'B') ||
          setweight(to_tsvector('russian', search_props), 'C') ||
          setweight(to_tsvector('simple', height_mm::text || ' ' || width_mm::text || ' ' || depth_mm::text), 'D')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "product_props_key_num_idx" ON "product_props" USING btree ("key" text_pattern_ops,"num","product_id");