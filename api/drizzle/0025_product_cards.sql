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
-- A trigger has one transition table per event, so each table and event has its own, named
-- product_cards_<table>_<event>[_<side>]. A new product finds the pictures its item code already has; an
-- update may move a characteristic or a picture to another product, so it refreshes the rows before and after.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
      ('products', 'INSERT', 'NEW', 'product_cards_of_products'),
      ('product_props', 'INSERT', 'NEW', 'product_cards_of_props'),
      ('product_props', 'DELETE', 'OLD', 'product_cards_of_props'),
      ('product_props', 'UPDATE', 'OLD', 'product_cards_of_props'),
      ('product_props', 'UPDATE', 'NEW', 'product_cards_of_props'),
      ('item_pictures', 'INSERT', 'NEW', 'product_cards_of_pictures'),
      ('item_pictures', 'DELETE', 'OLD', 'product_cards_of_pictures'),
      ('item_pictures', 'UPDATE', 'OLD', 'product_cards_of_pictures'),
      ('item_pictures', 'UPDATE', 'NEW', 'product_cards_of_pictures')
    ) AS v(tab, event, side, fn)
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s TABLE AS changed '
      'FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      lower(format('product_cards_%s_%s%s', t.tab, t.event, CASE WHEN t.event = 'UPDATE' THEN '_' || t.side END)),
      t.event, t.tab, t.side, t.fn);
  END LOOP;
END $$;
--> statement-breakpoint
SELECT product_cards_refresh(ARRAY(SELECT id FROM products));
