-- A listing's count (issue 26): the items on sale of a section, counted from an index alone. Counted through
-- the sort indexes, which do not hold `on_sale` (migration 0020), every item of the section was read from the
-- table to check it: 343–799 pages per uncached listing page at 15 000 items, 90–187 with these.
CREATE INDEX "products_sub_sale_idx" ON "products" USING btree ("subcategory_id") WHERE "on_sale";--> statement-breakpoint
CREATE INDEX "products_sub2_sale_idx" ON "products" USING btree ("subcategory2_id") WHERE "on_sale";
