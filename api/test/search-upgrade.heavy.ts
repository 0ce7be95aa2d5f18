import { createTestDatabase, startServer, type TestDatabase } from './helpers';
import { inspect, onPostgres } from './shop-helpers';

// A shop whose catalogue was indexed before the weighted search document (migrations 0007–0009) gets it at
// its next start, keeping its own data (here a renamed item).

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

test('a catalogue without the search index version is re-indexed once at start-up, its data kept', async () => {
  const first = await startServer(database.env);
  expect(await first.stop()).toBe(0);
  // The state an older version left: no section or characteristic texts, no lexicon, no version key.
  await inspect(database.env, [
    `UPDATE products SET search_sections = '', search_props = '',
       name = CASE WHEN id = 1 THEN 'Сейф переименованный Кречет КР-77' ELSE name END`,
    `DELETE FROM catalog_meta WHERE key = 'search_index'`,
    'TRUNCATE search_words',
  ]);

  const second = await startServer(database.env);
  try {
    const answer = await second.getJson<{ results: Array<{ name: string }> }>(
      `/api/catalog/search/?query=${encodeURIComponent('переименованный сейф с ключевым замком')}`,
    );
    expect(answer.results[0]?.name).toBe('Сейф переименованный Кречет КР-77');
  } finally {
    await second.stop();
  }
  const state = await inspect(database.env, [
    `SELECT count(*) FILTER (WHERE search_props = '' OR search_sections = '')::int AS empty,
       (SELECT count(*)::int FROM search_words WHERE word IN ('замка', 'переименованный')) AS words
     FROM products`,
    `SELECT value FROM catalog_meta WHERE key = 'search_index'`,
  ]);
  expect(state).toEqual([[{ empty: 0, words: 2 }], [{ value: expect.any(String) }]]);
});

// PGlite has no autovacuum (PostgreSQL's does this itself, so the check is PGlite's alone).
if (!onPostgres) {
  test('after migrations that rewrote rows, the first start vacuums, so counts of characteristics read the index alone', async () => {
    // What migration 0011 left on a catalogue seeded before it: every characteristic rewritten, not vacuumed.
    expect(await (await startServer(database.env)).stop()).toBe(0);
    await inspect(database.env, [
      'UPDATE product_props SET value = value',
      `DELETE FROM catalog_meta WHERE key = 'vacuumed'`,
    ]);
    const server = await startServer(database.env);
    expect(await server.stop()).toBe(0);
    const explained = await inspect<{ 'QUERY PLAN': Array<{ Plan: Record<string, unknown> }> }>(
      database.env,
      [
        'SET enable_seqscan = off',
        'SET enable_bitmapscan = off',
        `EXPLAIN (ANALYZE, FORMAT JSON) SELECT product_id FROM product_props
         WHERE key = 'Количество полок' AND num >= 0`,
      ],
    );
    expect(explained[2]?.[0]?.['QUERY PLAN'][0]?.Plan).toMatchObject({
      'Node Type': 'Index Only Scan',
      'Heap Fetches': 0,
    });
  });
}
