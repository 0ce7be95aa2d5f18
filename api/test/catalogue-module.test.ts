import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Category, ListingResponse } from '@shop/shared/contract';
import { ENDPOINTS, NO_FILTERS } from '@shop/shared/domain';
import { type TestDatabase, createTestDatabase } from './helpers';
import { entryArguments } from './support/build';
import type { CatalogueStep, GetResult } from './support/catalogue-in-process';

// The API runs in a process of its own (PGlite does not open in Jest), which asks each read of the
// catalogue in process and over HTTP of the same app, with the same cache (support/catalogue-in-process.ts).
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(() => database?.drop());

async function run(steps: CatalogueStep[]): Promise<unknown[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [...entryArguments('catalogue-in-process'), JSON.stringify(steps)],
    {
      cwd: path.resolve(__dirname, '..'),
      env: { ...process.env, SEARCH_BUDGET_MS: '10000', ...database.env },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return JSON.parse(stdout) as unknown[];
}

type Row = { item_code: string; name: string; price: number | null; old_price: number | null };
const PRODUCT_COLUMNS = 'item_code, name, price, old_price';

describe('the catalogue module', () => {
  let tree: Category[];
  let priced: Row[];
  let unpriced: Row[];

  beforeAll(async () => {
    const [treeAnswer, onSale, noPrice] = (await run([
      { get: ENDPOINTS.catalogTree },
      {
        sql: `SELECT ${PRODUCT_COLUMNS} FROM products WHERE on_sale AND price IS NOT NULL ORDER BY id LIMIT 4`,
      },
      { sql: `SELECT ${PRODUCT_COLUMNS} FROM products WHERE price IS NULL ORDER BY id LIMIT 1` },
    ])) as [GetResult, Row[], Row[]];
    tree = treeAnswer.inProcess.body as Category[];
    priced = onSale;
    unpriced = noPrice;
  });

  it('answers in process every catalogue read exactly as its HTTP route, from the same cache', async () => {
    const category = tree[0] as Category;
    const subcategory = category.subcategories[0];
    if (!subcategory) throw new Error('the test catalogue has no subcategory');
    const [first, second] = priced.map((row) => row.item_code) as [string, string];
    const section = subcategory.subcategoryLink;
    const paths = [
      ENDPOINTS.catalogTree,
      ENDPOINTS.catalogMenu,
      ENDPOINTS.category(category.categoryLink.split('/').pop() as string),
      ENDPOINTS.listing(section, { limit: 5, page: 2, sort: 'price_asc' }),
      ENDPOINTS.listingFilters(section, NO_FILTERS),
      ENDPOINTS.item(first),
      ENDPOINTS.items([first, second]),
      ENDPOINTS.search('сейф', 5),
      ENDPOINTS.searchFilters('сейф', NO_FILTERS),
      // A fixed word of the path percent-encoded: the router decodes it before it matches.
      `/catalog/it%65m/${encodeURIComponent(first)}/`,
      // What the routes refuse: unknown slugs and codes, bad input, bad encoding, a path no read answers.
      ENDPOINTS.category('net-takoy'),
      '/catalog/net-takoy/i-takoy/',
      ENDPOINTS.item('нет-такого'),
      `${section}/?limit=abc`,
      '/catalog/items/?codes=',
      '/catalog/a/b/c/d/e',
      '/catalog/%E0%A4%A',
    ];
    const results = (await run(paths.map((get) => ({ get })))) as GetResult[];
    results.forEach(({ inProcess, http }, i) => {
      expect({ path: paths[i], ...inProcess }).toEqual({ path: paths[i], ...http });
    });
    expect(results.slice(0, 10).map((result) => result.inProcess.status)).toEqual(Array(10).fill(200));
    expect(results.slice(10).map((result) => result.inProcess.status)).toEqual([
      404, 404, 404, 400, 400, 404, 400,
    ]);
    expect((results[3]?.inProcess.body as ListingResponse).pagination).toMatchObject({ page: 2, limit: 5 });
    // An answer asked in process is kept in the cache, where the HTTP route then finds it.
    const item = results[5]?.cached;
    expect(item?.afterInProcess).toBe((item?.before ?? 0) + 1);
    expect(item?.afterHttp).toBe(item?.afterInProcess);
  });

  it('answers 404 in process for what is not a catalogue read', async () => {
    const paths = ['/user/info', '/catalogue/', '/', '/pictures/item/x/'];
    for (const { inProcess } of (await run(paths.map((get) => ({ get })))) as GetResult[]) {
      expect(inProcess).toEqual({ status: 404, body: { message: 'Ресурс не найден' } });
    }
  });

  it('gives the orders what can be ordered, with its price and picture, and the exchange which codes exist', async () => {
    const [first, second, third, fourth] = priced as [Row, Row, Row, Row];
    const missing = 'нет-такого';
    const asked = [first.item_code, second.item_code, missing, ...unpriced.map((row) => row.item_code)];
    const [forOrder, none, , afterOffSale, known] = await run([
      { productsForOrder: asked },
      { productsForOrder: [] },
      { sql: `UPDATE products SET on_sale = false WHERE item_code = '${third.item_code}'` },
      { productsForOrder: [third.item_code, fourth.item_code] },
      {
        knownItemCodes: [third.item_code, fourth.item_code, missing, ...unpriced.map((row) => row.item_code)],
      },
    ]);
    const line = ({ item_code, name, price, old_price }: Row) => ({
      itemCode: item_code,
      name,
      price,
      oldPrice: old_price,
      image: expect.stringMatching(/^\/api\/catalog\/images\/.+\.svg$/),
    });
    const byCode = (lines: unknown) =>
      [...(lines as Array<{ itemCode: string }>)].sort((a, b) => a.itemCode.localeCompare(b.itemCode));
    expect(byCode(forOrder)).toEqual(byCode([first, second].map(line)));
    expect(none).toEqual([]);
    expect(afterOffSale).toEqual([line(fourth)]);
    expect(known).toEqual(
      [third.item_code, fourth.item_code, ...unpriced.map((row) => row.item_code)].sort(),
    );
  });
});
