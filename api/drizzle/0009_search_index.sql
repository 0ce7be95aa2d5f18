-- The GIN index went with the old search_vector column (0008 re-creates the column with weights);
-- drizzle still lists it in the schema, so it does not know to create it again.
CREATE INDEX IF NOT EXISTS "products_search_vector_idx" ON "products" USING gin ("search_vector");
