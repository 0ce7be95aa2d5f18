CREATE TABLE "price_change_items" (
	"change_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price_before" integer,
	"price_after" integer,
	"old_price_before" integer,
	"old_price_after" integer,
	CONSTRAINT "price_change_items_change_id_product_id_pk" PRIMARY KEY("change_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "price_changes" ALTER COLUMN "percentage" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "price_changes" ADD COLUMN "revert_of" integer;--> statement-breakpoint
ALTER TABLE "price_change_items" ADD CONSTRAINT "price_change_items_change_id_price_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."price_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_change_items" ADD CONSTRAINT "price_change_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_revert_of_price_changes_id_fk" FOREIGN KEY ("revert_of") REFERENCES "public"."price_changes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_revert_of_unique" UNIQUE("revert_of");