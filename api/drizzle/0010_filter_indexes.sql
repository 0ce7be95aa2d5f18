ALTER TABLE "product_props" ADD COLUMN "subcategory_id" integer;--> statement-breakpoint
ALTER TABLE "product_props" ADD COLUMN "subcategory2_id" integer;--> statement-breakpoint
CREATE INDEX "product_props_sub_filter_idx" ON "product_props" USING btree ("subcategory_id","key","value","num","product_id");--> statement-breakpoint
CREATE INDEX "product_props_sub2_filter_idx" ON "product_props" USING btree ("subcategory2_id","key","value","num","product_id");--> statement-breakpoint
CREATE INDEX "products_sub_filter_idx" ON "products" USING btree ("subcategory_id","id","price","height_mm","width_mm","depth_mm","weight_kg");--> statement-breakpoint
CREATE INDEX "products_sub2_filter_idx" ON "products" USING btree ("subcategory2_id","id","price","height_mm","width_mm","depth_mm","weight_kg");