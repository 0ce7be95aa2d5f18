-- A product's card details (issue 26): its characteristics and uploaded pictures as the JSON every catalogue
-- page shows, kept by triggers whenever a product, a characteristic or a picture is written, so a page reads
-- one row per product instead of aggregating its characteristics and pictures on every read. The aggregates
-- cost PGlite two to three times the rest of an uncached listing page. The triggers cover every writer (the
-- seed, the exchange, the catalogue editor, the pictures tool) and the same statement's transaction.
CREATE TABLE "product_cards" (
  "product_id" integer PRIMARY KEY REFERENCES "products" ("id") ON DELETE CASCADE,
  "card" json NOT NULL
);
--> statement-breakpoint
-- The cards of the products `ids`, made again from their characteristics (in their order) and pictures (the
-- main one first, then in their order): {"props": [{"key", "value"}…], "pictures": [{"id", "main", "variants"}…] | null}.
CREATE FUNCTION product_cards_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_cards (product_id, card)
  SELECT p.id, json_build_object(
      'props', coalesce((SELECT json_agg(json_build_object('key', q.key, 'value', q.value) ORDER BY q.position)
        FROM product_props q WHERE q.product_id = p.id), '[]'),
      'pictures', (SELECT json_agg(json_build_object('id', ip.id, 'main', ip.main, 'variants', ip.variants)
          ORDER BY ip.main DESC, ip.position, ip.id)
        FROM item_pictures ip WHERE ip.item_code = p.item_code))
  FROM products p WHERE p.id = ANY(ids)
  ON CONFLICT (product_id) DO UPDATE SET card = EXCLUDED.card;
$$;
--> statement-breakpoint
-- Each trigger names the rows its statement wrote `changed` (one transition table per trigger and event).
CREATE FUNCTION product_cards_of_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_cards_refresh(ARRAY(SELECT id FROM changed));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_cards_of_props() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_cards_refresh(ARRAY(SELECT DISTINCT product_id FROM changed));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_cards_of_pictures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_cards_refresh(ARRAY(SELECT p.id FROM products p
    WHERE p.item_code IN (SELECT DISTINCT item_code FROM changed)));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A product's item code names its pictures: a new product finds the pictures its code already has.
CREATE TRIGGER product_cards_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_of_products();
--> statement-breakpoint
-- Item codes do not change in the shop; should one change, its card follows the pictures of its new code.
CREATE FUNCTION product_cards_of_code() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_cards_refresh(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_cards_code AFTER UPDATE OF item_code ON products
  FOR EACH ROW WHEN (OLD.item_code IS DISTINCT FROM NEW.item_code) EXECUTE FUNCTION product_cards_of_code();
--> statement-breakpoint
CREATE TRIGGER product_cards_props_inserted AFTER INSERT ON product_props REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_of_props();
--> statement-breakpoint
CREATE TRIGGER product_cards_props_deleted AFTER DELETE ON product_props REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_of_props();
--> statement-breakpoint
-- An update may move a characteristic to another product: both products' cards are made again.
CREATE TRIGGER product_cards_props_updated_from AFTER UPDATE ON product_props REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_of_props();
--> statement-breakpoint
CREATE TRIGGER product_cards_props_updated_to AFTER UPDATE ON product_props REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_of_props();
--> statement-breakpoint
CREATE TRIGGER product_cards_pictures_inserted AFTER INSERT ON item_pictures REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_of_pictures();
--> statement-breakpoint
CREATE TRIGGER product_cards_pictures_deleted AFTER DELETE ON item_pictures REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_of_pictures();
--> statement-breakpoint
CREATE TRIGGER product_cards_pictures_updated_from AFTER UPDATE ON item_pictures REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_of_pictures();
--> statement-breakpoint
CREATE TRIGGER product_cards_pictures_updated_to AFTER UPDATE ON item_pictures REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_of_pictures();
--> statement-breakpoint
SELECT product_cards_refresh(ARRAY(SELECT id FROM products));
