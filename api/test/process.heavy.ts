import fs from 'node:fs';
import path from 'node:path';
import { type Category, createTestDatabase, startServer, type TestDatabase, TEST_ITEMS } from './helpers';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
});
afterAll(() => database.drop());

const total = (tree: Category[]) =>
  tree.flatMap((c) => c.subcategories).reduce((sum, s) => sum + s.itemsCount, 0);

describe('server process lifecycle', () => {
  test('the first start seeds the demo catalogue with a progress line; SIGTERM closes cleanly; a restart skips seeding', async () => {
    const first = await startServer(database.env);
    expect(first.output()).toContain(
      `Заполнение демо-каталога: ${TEST_ITEMS} из ${TEST_ITEMS} товаров (100 %)`,
    );
    const tree = await first.getJson<Category[]>('/api/catalog/');
    expect(total(tree)).toBe(TEST_ITEMS);
    expect(await first.stop()).toBe(0);
    expect(first.output()).toContain('shutting down');
    // The database thread is gone with its socket and the directory's lock.
    for (const name of ['api.lock', '.s.PGSQL.5432'])
      if (database.env.DATA_DIR) expect(fs.existsSync(path.join(database.env.DATA_DIR, name))).toBe(false);

    const second = await startServer(database.env);
    try {
      expect(second.output()).not.toContain('Заполнение демо-каталога');
      expect(await second.getJson('/api/catalog/')).toEqual(tree);
    } finally {
      expect(await second.stop()).toBe(0);
    }
  });

  if (onPostgres) {
    test('several API processes share one PostgreSQL database', async () => {
      const [a, b] = await Promise.all([startServer(database.env), startServer(database.env)]);
      try {
        const [treeA, treeB] = await Promise.all([
          a.getJson<Category[]>('/api/catalog/'),
          b.getJson('/api/catalog/'),
        ]);
        expect(treeB).toEqual(treeA);
        expect(total(treeA)).toBe(TEST_ITEMS);
      } finally {
        await Promise.all([a.stop(), b.stop()]);
      }
    });
  } else {
    test('a second process on the same PGlite directory refuses to start with a clear message', async () => {
      const first = await startServer(database.env);
      try {
        await expect(startServer(database.env)).rejects.toThrow(
          /server exited with 1:[\s\S]*уже открыта процессом \d+[\s\S]*работает только в одном процессе/,
        );
        expect((await first.request('/api/catalog/')).status).toBe(200);
      } finally {
        expect(await first.stop()).toBe(0);
      }
    });
  }
});
