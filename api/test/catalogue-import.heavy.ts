import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ImportOptions, ImportReport, IncomingProduct } from '../src/modules/catalogue/write/import';
import { createTestDatabase, type TestDatabase } from './helpers';
import { inspect } from './shop-helpers';
import { entryArguments } from './support/build';

/**
 * The catalogue's import core (`write/import.ts`), run on a copy of the seeded test catalogue in a process
 * of its own, as the YML/CSV import and the 1С exchange run it: the report, what the dry run promises and
 * what applying does, rows refused alone, a full import's products taken off sale, and a second run changing
 * nothing. Over HTTP it is tested with the files that feed it (catalogue-files.test.ts).
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function runImport(
  input: IncomingProduct[],
  options: Omit<ImportOptions, 'actor'>,
): Promise<ImportReport> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [...entryArguments('import'), JSON.stringify({ input, options })],
    { cwd: path.resolve(__dirname, '..'), env: { ...process.env, ...database.env }, maxBuffer: 1 << 26 },
  );
  return JSON.parse(stdout) as ImportReport;
}
const query = async <T = Record<string, unknown>>(sql: string) => (await inspect<T>(database.env, [sql]))[0]!;

interface Row {
  item_code: string;
  price: number;
  version: number;
  on_sale: boolean;
  path: string;
}
const products = () =>
  query<Row>(`SELECT p.item_code, p.price, p.version, p.on_sale, coalesce(s2.path, s1.path) AS path
    FROM products p JOIN subcategories s1 ON s1.id = p.subcategory_id
    LEFT JOIN subcategories s2 ON s2.id = p.subcategory2_id ORDER BY p.id`);
const changesCount = async () =>
  (await query<{ n: number }>('SELECT count(*)::int AS n FROM product_changes'))[0]!.n;

const NEW_PRODUCT = {
  name: 'Сейф Импортный ИМ-500',
  price: 12_345,
  heightMm: 500,
  widthMm: 400,
  depthMm: 350,
  weightKg: 42.5,
  props: [{ key: 'Тип замка', value: 'Кодовый', unit: '' }],
};

test('a partial import: the dry run reports what applying does, bad rows are skipped alone, a second run changes nothing', async () => {
  const before = await products();
  const [a, b, c] = before;
  const section = a!.path;
  const input: IncomingProduct[] = [
    { itemCode: a!.item_code, fields: { price: a!.price + 100 }, line: 2 },
    { itemCode: b!.item_code, fields: { price: b!.price }, line: 3 },
    { itemCode: 'ИМ-1', fields: { ...NEW_PRODUCT, section }, line: 4 },
    { itemCode: 'ИМ-2', fields: { ...NEW_PRODUCT, section: 'net/takogo-razdela' }, line: 5 },
    { itemCode: 'ИМ-3', fields: { name: 'Без цены', section }, line: 6 },
    { itemCode: c!.item_code, fields: { price: -5 }, line: 7 },
    { itemCode: a!.item_code, fields: { price: 1 }, line: 8 },
    { itemCode: c!.item_code, fields: { oldPrice: 1 }, line: 9 },
  ];
  const preview = await runImport(input, { full: false, dryRun: true });
  expect(preview).toEqual({
    created: 1,
    changed: 1,
    unchanged: 1,
    offSale: 0,
    refused: 5,
    problems: [
      { line: 5, itemCode: 'ИМ-2', message: 'Раздел каталога «net/takogo-razdela» не найден' },
      {
        line: 6,
        itemCode: 'ИМ-3',
        message: expect.stringContaining('Для нового товара не хватает полей: цена'),
      },
      { line: 7, itemCode: c!.item_code, message: expect.stringContaining('Цена') },
      { line: 8, itemCode: a!.item_code, message: expect.stringContaining('второй раз') },
      {
        line: 9,
        itemCode: c!.item_code,
        message: 'Старая цена должна быть больше цены (или оставьте её пустой)',
      },
    ],
    sweep: null,
  });
  expect(await products()).toEqual(before);
  const history = await changesCount();

  expect(await runImport(input, { full: false, dryRun: false })).toEqual(preview);
  const after = await products();
  expect(after.find((p) => p.item_code === a!.item_code)).toMatchObject({
    price: a!.price + 100,
    version: a!.version + 1,
  });
  expect(after.find((p) => p.item_code === b!.item_code)).toEqual(b);
  expect(after.find((p) => p.item_code === 'ИМ-1')).toMatchObject({
    price: 12_345,
    version: 1,
    path: section,
  });
  expect(await changesCount()).toBe(history + 2);
  const [created] = await query(`SELECT p.search_text, p.search_props, p.image_count,
      (SELECT json_agg(json_build_array(key, value) ORDER BY position) FROM product_props WHERE product_id = p.id) AS props,
      (SELECT kind FROM product_changes WHERE product_id = p.id) AS kind
    FROM products p WHERE item_code = 'ИМ-1'`);
  expect(created).toMatchObject({ props: [['Тип замка', 'Кодовый']], kind: 'create', image_count: 1 });
  expect(created!.search_text).toContain('им 500');
  expect(created!.search_props).toContain('кодовый');

  const again = await runImport(input, { full: false, dryRun: false });
  expect(again).toMatchObject({ created: 0, changed: 0, unchanged: 3, offSale: 0, refused: 5 });
  expect(await changesCount()).toBe(history + 2);
  expect(await products()).toEqual(after);
});

test('a full import of a section takes the products it does not name off sale there, and only there', async () => {
  const before = await products();
  const section = before[before.length - 1]!.path;
  const inSection = before.filter((p) => p.path === section && p.on_sale);
  expect(inSection.length).toBeGreaterThan(2);
  const [kept, ...others] = inSection;
  const input = [{ itemCode: kept!.item_code, fields: { price: kept!.price } }];
  const preview = await runImport(input, { full: true, scope: section, dryRun: true });
  expect(preview).toEqual({
    created: 0,
    changed: 0,
    unchanged: 1,
    offSale: others.length,
    refused: 0,
    problems: [],
    sweep: null,
  });
  // Past the share the core is given, applying throws before it writes; a dry run says it.
  const guarded = { full: true, scope: section, maxOffSaleShare: 0.5 };
  const message = `Полная загрузка сняла бы с продажи ${others.length} из ${inSection.length} товаров`;
  expect((await runImport(input, { ...guarded, dryRun: true })).sweep).toEqual({
    offSale: others.length,
    onSale: inSection.length,
    message,
  });
  const changes = await changesCount();
  await expect(runImport(input, { ...guarded, dryRun: false })).rejects.toThrow(message);
  expect(await products()).toEqual(before);
  expect(await changesCount()).toBe(changes);
  expect(await runImport(input, { full: true, scope: section, dryRun: false })).toEqual(preview);
  const after = await products();
  const gone = new Set(others.map((p) => p.item_code));
  expect(
    after
      .filter((p) => !p.on_sale)
      .map((p) => p.item_code)
      .sort(),
  ).toEqual([...gone].sort());
  expect(after.filter((p) => !gone.has(p.item_code))).toEqual(before.filter((p) => !gone.has(p.item_code)));

  // Named again in a full import, a product off sale is back on sale.
  const back = await runImport([...input, { itemCode: others[0]!.item_code, fields: {} }], {
    full: true,
    scope: section,
    dryRun: false,
  });
  expect(back).toMatchObject({ changed: 1, unchanged: 1, offSale: 0 });
  expect((await products()).find((p) => p.item_code === others[0]!.item_code)?.on_sale).toBe(true);
});

test('an import rewrites the search texts of a product it renames, and keeps those of one whose price alone changes', async () => {
  const [renamed, repriced] = await products();
  const texts = () =>
    query<{ item_code: string; search_text: string; search_props: string; found: boolean }>(
      `SELECT item_code, search_text, search_props,
          search_vector @@ plainto_tsquery('russian', 'Переименованный') AS found
        FROM products WHERE item_code IN ('${renamed!.item_code}', '${repriced!.item_code}') ORDER BY id`,
    );
  const [renamedBefore, repricedBefore] = await texts();
  expect(renamedBefore!.found).toBe(false);
  const input = [
    { itemCode: renamed!.item_code, fields: { name: 'Сейф Переименованный ПР-77' } },
    { itemCode: repriced!.item_code, fields: { price: repriced!.price + 7 } },
  ];
  expect(await runImport(input, { full: false, dryRun: false })).toMatchObject({ changed: 2, refused: 0 });
  const [renamedAfter, repricedAfter] = await texts();
  expect(renamedAfter!.search_text).toContain('пр 77');
  expect(renamedAfter!.search_props).toBe(renamedBefore!.search_props);
  expect(renamedAfter!.found).toBe(true);
  expect(repricedAfter).toEqual(repricedBefore);
  expect((await products()).find((p) => p.item_code === repriced!.item_code)?.price).toBe(
    repriced!.price + 7,
  );
});
