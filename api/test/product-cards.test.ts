import type { Item } from './helpers';
import { createTestDatabase, startServer, type TestDatabase } from './helpers';
import { inspect } from './shop-helpers';

// A page reads a product's characteristics and pictures from its card (product_cards, migration 0025), which
// the database's triggers keep. The shop's own tools are tested where they live (pictures, editor, exchange);
// here, writes made straight in the database, as a migration or an operator's SQL makes them: a characteristic
// moved to another product, a picture stored for an item code, and a product removed and created again under
// the same code, as seeding the demo catalogue again does.

let database: TestDatabase;
let codes: string[];
beforeAll(async () => {
  database = await createTestDatabase();
  const [found] = await inspect<{ item_code: string }>(database.env, [
    'SELECT item_code FROM products WHERE on_sale ORDER BY id LIMIT 3',
  ]);
  codes = found!.map((row) => row.item_code);
});
afterAll(() => database.drop());

const VARIANT = { view: 'card', density: 1, format: 'jpeg', width: 300, height: 300, file: 'f.jpg' };

test('a card follows characteristics, pictures and products written straight in the database', async () => {
  const [a, b, c] = codes as [string, string, string];
  const [found] = await inspect<{ key: string; value: string }>(database.env, [
    `SELECT key, value FROM product_props WHERE position = 0
       AND product_id = (SELECT id FROM products WHERE item_code = '${a}')`,
  ]);
  const moved = found![0]!;
  await inspect(database.env, [
    `UPDATE product_props SET product_id = (SELECT id FROM products WHERE item_code = '${b}'), position = 99
       WHERE position = 0 AND product_id = (SELECT id FROM products WHERE item_code = '${a}')`,
    `INSERT INTO item_pictures (item_code, hash, position, main, width, height, format, bytes, variants)
       VALUES ('${c}', 'h', 0, true, 300, 300, 'jpeg', 1, '${JSON.stringify([VARIANT])}')`,
    `CREATE TEMP TABLE kept AS SELECT * FROM products WHERE item_code = '${c}'`,
    `CREATE TEMP TABLE kept_props AS SELECT * FROM product_props
       WHERE product_id = (SELECT id FROM products WHERE item_code = '${c}')`,
    `DELETE FROM products WHERE item_code = '${c}'`,
    `INSERT INTO products (item_code, name, category_id, subcategory_id, subcategory2_id, price, old_price,
       height_mm, width_mm, depth_mm, weight_kg, image_family, image_variant, image_count, search_text)
     SELECT item_code, name, category_id, subcategory_id, subcategory2_id, price, old_price, height_mm,
       width_mm, depth_mm, weight_kg, image_family, image_variant, image_count, search_text FROM kept`,
    `INSERT INTO product_props (product_id, position, key, value)
     SELECT (SELECT id FROM products WHERE item_code = '${c}'), position, key, value FROM kept_props`,
  ]);
  const server = await startServer(database.env);
  try {
    const item = (code: string) => server.getJson<Item>(`/api/catalog/item/${code}/`);
    const [first, second, third] = [await item(a), await item(b), await item(c)];
    expect(first.props).not.toContainEqual(moved);
    expect(second.props.at(-1)).toEqual(moved);
    expect(third.props.length).toBeGreaterThan(0);
    expect(third.image).toBe('/api/pictures/f.jpg');
    expect(third.pictures).toHaveLength(1);
  } finally {
    await server.stop();
  }
});
