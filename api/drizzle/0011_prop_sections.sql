-- Custom migration (drizzle cannot express a trigger): product_props.subcategory_id and subcategory2_id
-- are the product's sections, copied from products whenever a characteristic is written, so a section's
-- filter counts read one index range (product_props_sub_filter_idx). Products do not move between sections.
CREATE FUNCTION product_props_sections() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.subcategory_id, p.subcategory2_id INTO NEW.subcategory_id, NEW.subcategory2_id
  FROM products p WHERE p.id = NEW.product_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_props_sections BEFORE INSERT OR UPDATE OF product_id ON product_props
  FOR EACH ROW EXECUTE FUNCTION product_props_sections();
--> statement-breakpoint
UPDATE product_props pp SET subcategory_id = p.subcategory_id, subcategory2_id = p.subcategory2_id
  FROM products p WHERE p.id = pp.product_id;
