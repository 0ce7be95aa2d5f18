import type { SearchResponse } from '@shop/shared/contract';
import { createTestDatabase, startServer, type TestDatabase } from './helpers';
import { inspect, onPostgres } from './shop-helpers';

// A query's candidates are the first CANDIDATES (500) matches found in the table's storage order (candidates.ts):
// a scan of the table and a bitmap of the word index both read in that order, so the answers are the same
// whichever the planner takes. The test catalogue is grown past 500 items of one word, and every answer is
// compared with PostgreSQL made to scan the table, then to read only through indexes' bitmaps. The lexicon's
// counts choose between the word index and the planner's own choice for a lone word: every word is made
// common, then rare, and the answers are the same. A word every item has does not choose the relaxed step's
// pool: the items of the query's rarer words, written again to the end of the table, are still found.

const QUERIES = [
  'сейф',
  'шкаф серый',
  'стеллаж',
  'сейф стеллаж',
  'сейф до 30000',
  'шкаф от 10000',
  'сейф взломостойкий 40 литров',
  'стеллаж 5 полок',
];

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await inspect(database.env, GROW);
});
afterAll(() => database.drop());

/** Every query's answer, pages of 20 in two sorts, from a server started for the occasion. */
async function answers(): Promise<Array<Partial<SearchResponse>>> {
  const server = await startServer(database.env);
  try {
    const all: Array<Partial<SearchResponse>> = [];
    for (const query of QUERIES) {
      for (const extra of ['&limit=20&page=1', '&limit=20&page=2', '&limit=20&page=1&sort=price_asc']) {
        const { results, total, relaxed } = await server.getJson<SearchResponse>(
          `/api/catalog/search/?query=${encodeURIComponent(query)}&type=products${extra}`,
        );
        all.push({ query, results: results.map((p) => ({ ...p, props: [] })), total, relaxed });
      }
    }
    return all;
  } finally {
    await server.stop();
  }
}

/** Every product eight times more (item codes «<code>~1» … «<code>~8»), with its characteristics. */
const GROW = [
  `INSERT INTO products (item_code, name, category_id, subcategory_id, subcategory2_id, price, old_price,
     height_mm, width_mm, depth_mm, weight_kg, image_family, image_variant, image_count, search_text,
     search_sections, search_props)
   SELECT item_code || '~' || k, name, category_id, subcategory_id, subcategory2_id, price, old_price,
     height_mm, width_mm, depth_mm, weight_kg, image_family, image_variant, image_count, search_text,
     search_sections, search_props
   FROM products, generate_series(1, 8) k ORDER BY k, id`,
  `INSERT INTO product_props (product_id, position, key, value)
   SELECT c.id, pp.position, pp.key, pp.value FROM products o
     JOIN generate_series(1, 8) k ON true JOIN products c ON c.item_code = o.item_code || '~' || k
     JOIN product_props pp ON pp.product_id = o.id`,
  'ANALYZE',
];

/**
 * The planner's settings for every session from the next start on: the database's on PostgreSQL (other suites
 * share the server), the server's on PGlite, which reads no database's settings (it runs one session).
 */
const planner = (...off: string[]) =>
  onPostgres
    ? [
        `DO $$ BEGIN EXECUTE format('ALTER DATABASE %I RESET ALL', current_database()); END $$`,
        ...off.map(
          (setting) =>
            `DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET ${setting} = off', current_database()); END $$`,
        ),
      ]
    : ['ALTER SYSTEM RESET ALL', ...off.map((setting) => `ALTER SYSTEM SET ${setting} = off`)];

test('a word nearly every item has does not decide the relaxed step: the rarer words find their items', async () => {
  const rarer = `to_tsquery('russian', 'верстак | почтов:*')`;
  const [, , , ahead] = await inspect<{ n: number }>(database.env, [
    // The lexicon's counts for the grown catalogue, whose size the statistics give.
    'UPDATE search_words SET frequency = frequency * 9',
    // The items of the rarer words written again: they go to the end of the table, past the first 1 000 found.
    `UPDATE products SET name = name WHERE search_vector @@ ${rarer}`,
    'VACUUM ANALYZE products',
    `SELECT count(*)::int AS n FROM (SELECT search_vector FROM products ORDER BY ctid LIMIT 1000) f
     WHERE search_vector @@ ${rarer}`,
  ]);
  expect(ahead).toEqual([{ n: 0 }]);
  const server = await startServer(database.env);
  try {
    // «страна» is every item's (its country of make); no item is both a workbench and a mailbox.
    const { results, relaxed } = await server.getJson<SearchResponse>(
      `/api/catalog/search/?query=${encodeURIComponent('страна верстак почтовый')}&type=products`,
    );
    expect(relaxed).toBe(true);
    expect(results.length).toBeGreaterThan(0);
    expect(results.filter((p) => !/верстак|почтов/i.test(p.name)).map((p) => p.name)).toEqual([]);
  } finally {
    await server.stop();
  }
});

test('the answers are the same whichever way the planner reads the matches, and past 500 of them', async () => {
  const before = await answers();
  const found = new Set(before.filter((a) => (a.results?.length ?? 0) > 0).map((a) => a.query));
  expect([...found]).toEqual(QUERIES);
  // A word with more matches than are ranked: which 500 are taken is what the read order decides.
  expect(before.find((a) => a.query === 'сейф')?.total).toBe(500);
  // The table scanned, never an index; then read only through bitmaps of indexes (the word index).
  for (const off of [
    ['enable_bitmapscan', 'enable_indexscan'],
    ['enable_seqscan', 'enable_indexscan'],
  ]) {
    await inspect(database.env, planner(...off));
    expect(await answers()).toEqual(before);
  }
  await inspect(database.env, planner());
  // Every word common: a lone word is left to the planner; every word rare: read through the word index.
  await inspect(database.env, ['UPDATE search_words SET frequency = frequency * 1000']);
  expect(await answers()).toEqual(before);
  await inspect(database.env, ['UPDATE search_words SET frequency = 1']);
  expect(await answers()).toEqual(before);
});
