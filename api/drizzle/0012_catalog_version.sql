-- Custom migration (drizzle cannot express triggers): catalog_meta 'version' changes with every statement
-- that writes products or their characteristics (an admin's price change, seeding, re-indexing), to the id
-- of the writing transaction. The filter counts keep in-memory indexes of sections (plugins/catalog/facets.ts)
-- keyed by this version, so a change made by this process or another one on the same database is seen at
-- the next request.
CREATE FUNCTION catalog_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_meta (key, value) VALUES ('version', txid_current()::text)
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_version AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER products_version_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER product_props_version AFTER INSERT OR UPDATE OR DELETE ON product_props
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
