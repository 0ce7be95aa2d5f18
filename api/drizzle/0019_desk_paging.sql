-- The desk's list on 100 000 orders (issue 27): its page is found in an index alone. Every filter the desk offers
-- (status, buyer type, delivery type, pickup point, dates, and the search's `search_text`) is a column of the
-- index walked in the list's order (newest first), so a page with any of them, the rows skipped before a later
-- page, and a search's newest matches are read from the index without visiting the table (an index-only scan).
DROP INDEX "orders_created_idx";
--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" ("created_at" DESC, "id" DESC)
  INCLUDE ("status", "legal", "delivery_type", "pickup_id", "search_text");
--> statement-breakpoint
DROP INDEX "orders_status_created_idx";
--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" ("status", "created_at" DESC, "id" DESC)
  INCLUDE ("legal", "delivery_type", "pickup_id", "search_text");
--> statement-breakpoint
-- A pickup point is a few per cent of the orders: its own index, so its pages are not sought among all orders.
CREATE INDEX "orders_pickup_created_idx" ON "orders" ("pickup_id", "created_at" DESC, "id" DESC)
  INCLUDE ("status", "legal", "search_text") WHERE "pickup_id" IS NOT NULL;
