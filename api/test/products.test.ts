import type {
  AccountOrder,
  AdminProduct,
  AdminProductsResponse,
  EditProductRequest,
  ProductChangesResponse,
  ProductSavedResponse,
  SearchResponse,
  SendOrderResponse,
} from '@shop/shared/contract';
import { ENDPOINTS } from '@shop/shared/domain';
import { type Category, type Item, type Listing, startServer, type TestServer } from './helpers';
import {
  type Buyer,
  catalogueAdmin,
  onPostgres,
  order,
  type Section,
  send,
  SHOP_ENV,
  withShopServer,
} from './shop-helpers';

/**
 * «Товары» (issue 28 §1) over HTTP: who may call, every field's rule, the optimistic lock, the history and
 * its undo, a new product, and what buyers see after a change — at once, in the catalogue's every part.
 */
const shop = withShopServer();
const server = () => shop.server();

let admin: string;
let buyer: Buyer;
let manager: Buyer;
let sections: Section[];
beforeAll(async () => {
  ({ admin, buyer, manager, sections } = await catalogueAdmin(shop));
});

const api = <T = { message: string }>(
  method: 'GET' | 'POST' | 'PUT',
  pathname: string,
  body?: unknown,
  token: string | undefined = admin,
  headers: Record<string, string> = {},
) => send<T>(server(), method, `/api${pathname}`, { body, token, headers });
const product = async (code: string) => (await api<AdminProduct>('GET', ENDPOINTS.adminProduct(code))).data;
const edit = (code: string, body: unknown, token?: string, headers?: Record<string, string>) =>
  api<ProductSavedResponse>('PUT', ENDPOINTS.adminProduct(code), body, token, headers);
/** The form's body: every field of the product as read, with `changes`. */
const formOf = (p: AdminProduct, changes: Partial<EditProductRequest> = {}): EditProductRequest => ({
  version: p.version,
  name: p.name,
  section: p.section,
  price: p.price,
  oldPrice: p.oldPrice,
  stock: p.stock,
  heightMm: p.heightMm,
  widthMm: p.widthMm,
  depthMm: p.depthMm,
  weightKg: p.weightKg,
  description: p.description,
  props: p.props,
  ...changes,
});
const history = async (code: string) =>
  (await api<ProductChangesResponse>('GET', ENDPOINTS.adminProductChanges(code))).data.changes;

/** What a buyer's browser gets. */
const publicItem = (code: string) => server().request<Item>(`/api${ENDPOINTS.item(code)}`);
const searchCodes = async (query: string) =>
  (await server().getJson<SearchResponse>(`/api${ENDPOINTS.search(query, 50)}`)).results.map(
    (p) => p.itemCode,
  );
const listed = async (link: string) =>
  server().getJson<Listing>(`/api${ENDPOINTS.listing(link, { limit: 100, page: 1, sort: 'name_asc' })}`);

/** The n-th priced product of the n-th second-level section (each test takes its own). */
async function pricedProduct(n: number) {
  const section = sections[n]!;
  const { products } = await listed(section.link);
  const found = products.find((p) => p.newPrice !== null)!;
  return { ...section, code: found.itemCode };
}

const NEW_PRODUCT = {
  name: 'Сейф Тестовый ТС-77',
  price: 45_990,
  oldPrice: 49_990,
  stock: 3,
  heightMm: 770,
  widthMm: 440,
  depthMm: 380,
  weightKg: 61.5,
  description: 'Первая строка описания.\nВторая строка.',
  props: [
    { key: 'Толщина стенки', value: '4', unit: 'мм' },
    { key: 'Тип замка', value: 'Ключевой', unit: '' },
  ],
};

describe('who may use «Товары»', () => {
  test('a visitor gets 401, a buyer and a manager 403, on every call; nothing changes', async () => {
    const { code } = await pricedProduct(0);
    const before = await product(code);
    const calls = [
      ['GET', ENDPOINTS.adminProducts('query=сейф'), undefined],
      ['GET', ENDPOINTS.adminProduct(code), undefined],
      ['PUT', ENDPOINTS.adminProduct(code), formOf(before, { name: 'Чужое название' })],
      [
        'POST',
        ENDPOINTS.adminProducts(''),
        { ...NEW_PRODUCT, itemCode: 'CHUZHOY-1', section: before.section },
      ],
      ['POST', ENDPOINTS.adminProductSale(code, false), { version: before.version }],
      ['GET', ENDPOINTS.adminProductChanges(code), undefined],
      ['POST', ENDPOINTS.adminProductUndo(1), {}],
    ] as const;
    for (const [method, pathname, body] of calls) {
      for (const [token, status, message] of [
        [undefined, 401, 'Требуется вход в систему'],
        [buyer.accessToken, 403, 'Недостаточно прав: нужна роль администратора'],
        [manager.accessToken, 403, 'Недостаточно прав: нужна роль администратора'],
      ] as const) {
        const answer = await api(method, pathname, body, token ?? '');
        expect({ pathname, status: answer.status, message: answer.data.message }).toEqual({
          pathname,
          status,
          message,
        });
      }
    }
    expect(await product(code)).toEqual(before);
    expect((await publicItem('CHUZHOY-1')).status).toBe(404);
  });

  test('a write another site started is refused with 403, even with the admin token', async () => {
    const { code } = await pricedProduct(0);
    const before = await product(code);
    const strangers: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/page' },
    ];
    for (const headers of strangers) {
      const answer = await edit(code, formOf(before, { name: 'Взломанный сейф' }), admin, headers);
      expect([answer.status, answer.data.message]).toEqual([
        403,
        'Запрос пришёл с другого сайта и отклонён: товары меняют только на сайте магазина',
      ]);
      const off = await api(
        'POST',
        ENDPOINTS.adminProductSale(code, false),
        { version: before.version },
        admin,
        headers,
      );
      expect(off.status).toBe(403);
    }
    expect(await product(code)).toEqual(before);
    // The shop's own page (same site) passes.
    const own = await edit(code, formOf(before), admin, { 'sec-fetch-site': 'same-origin' });
    expect([own.status, own.data.message]).toEqual([200, 'Изменений нет']);
  });
});

describe('every field is checked, with a Russian message naming it', () => {
  test('a bad value of any field answers 400 and changes nothing', async () => {
    const { code } = await pricedProduct(1);
    const before = await product(code);
    const cases: Array<[Partial<Record<keyof EditProductRequest, unknown>>, RegExp]> = [
      [{ name: '' }, /Заполните поле «Название»/],
      [{ name: '   ' }, /Заполните поле «Название»/],
      [{ name: 'а'.repeat(201) }, /«Название»: не более 200 символов/],
      [{ name: 'Сейф\u0000' }, /«Название» содержит недопустимые символы/],
      [{ name: 42 }, /«Название» должно быть строкой/],
      [{ section: '' }, /Выберите раздел каталога/],
      [{ section: '../etc' }, /Выберите раздел каталога/],
      [{ section: 'seyfy' }, /Выберите раздел каталога/],
      [{ section: 'net-takogo/razdela' }, /Раздел каталога «net-takogo\/razdela» не найден/],
      [{ price: 0 }, /«Цена»: от 1 до 100 000 000 руб\./],
      [{ price: -5 }, /«Цена»: от 1 до/],
      [{ price: 100_000_001 }, /«Цена»: от 1 до/],
      [{ price: 10.5 }, /«Цена»: целое число рублей/],
      [{ price: '1000' }, /«Цена» должно быть числом/],
      [{ oldPrice: 1, price: 1000 }, /Старая цена должна быть больше цены/],
      [{ oldPrice: 5000, price: null }, /Старая цена должна быть больше цены/],
      [{ stock: -1 }, /«Остаток»: от 0 до 1 000 000 шт\./],
      [{ stock: 1.5 }, /«Остаток»: целое число/],
      [{ heightMm: 0 }, /«Высота»: от 1 до 100 000 мм/],
      [{ widthMm: 100_001 }, /«Ширина»: от 1 до 100 000 мм/],
      [{ depthMm: 'глубоко' }, /«Глубина» должно быть числом/],
      [{ weightKg: 0 }, /«Вес»: больше 0/],
      [{ weightKg: null }, /«Вес» должно быть числом/],
      [{ description: 'х'.repeat(5001) }, /«Описание»: не более 5000 символов/],
      [{ description: 'звонок\u0007' }, /«Описание» содержит недопустимые символы/],
      [{ props: 'много' }, /Характеристики должны быть списком/],
      [
        { props: Array.from({ length: 101 }, (_, i) => ({ key: `К${i}`, value: '1', unit: '' })) },
        /Не более 100 характеристик/,
      ],
      [{ props: [{ key: '', value: '1', unit: '' }] }, /Заполните поле «Характеристика»/],
      [{ props: [{ key: 'Цвет', value: '', unit: '' }] }, /Заполните поле «Значение»/],
      [{ props: [{ key: 'Цвет', value: 'Серый', unit: 'ю'.repeat(31) }] }, /«Единица»: не более 30 символов/],
      [
        {
          props: [
            { key: 'Цвет', value: 'Серый', unit: '' },
            { key: 'цвет ', value: 'Синий', unit: '' },
          ],
        },
        /Характеристика «цвет» указана дважды/,
      ],
      [{ props: [{ key: 'Цвет', value: 'Серый', unit: '', extra: 1 }] }, /.+/],
      [{ version: undefined }, /Не указана версия товара: обновите страницу/],
      [{ version: 'первая' }, /Не указана версия товара: обновите страницу/],
      [{ itemCode: 'ДРУГОЙ' } as never, /.+/],
    ];
    for (const [change, message] of cases) {
      const answer = await edit(code, { ...formOf(before), ...change });
      expect({ change, status: answer.status, message: answer.data.message }).toEqual({
        change,
        status: 400,
        message: expect.stringMatching(message),
      });
    }
    for (const body of ['не json', '[]', 'null']) {
      expect((await edit(code, body)).status).toBe(400);
    }
    expect(await product(code)).toEqual(before);
    expect(await history(code)).toEqual([]);
  });

  test('a new product code: letters, digits and hyphens, not taken', async () => {
    const { path, code } = await pricedProduct(1);
    for (const [itemCode, status, message] of [
      ['', 400, /Заполните поле «Код товара»/],
      ['КОД С ПРОБЕЛОМ', 400, /«Код товара» содержит недопустимые символы/],
      ['../admin', 400, /только буквы, цифры и дефис/],
      ['К'.repeat(51), 400, /не более 50 символов/],
      [code, 409, new RegExp(`Товар с кодом ${code} уже есть`)],
    ] as const) {
      const answer = await api('POST', ENDPOINTS.adminProducts(''), {
        ...NEW_PRODUCT,
        section: path,
        itemCode,
      });
      expect({ itemCode, status: answer.status, message: answer.data.message }).toEqual({
        itemCode,
        status,
        message: expect.stringMatching(message),
      });
    }
    // The taken code's product is as it was.
    expect((await product(code)).name).not.toBe(NEW_PRODUCT.name);
  });

  test('an unknown product answers 404 on every call', async () => {
    expect((await api('GET', ENDPOINTS.adminProduct('NET-TAKOGO'))).status).toBe(404);
    const answer = await edit('NET-TAKOGO', formOf(await product((await pricedProduct(1)).code)));
    expect([answer.status, answer.data.message]).toEqual([404, 'Товар с кодом NET-TAKOGO не найден']);
    expect((await api('GET', ENDPOINTS.adminProductChanges('NET-TAKOGO'))).status).toBe(404);
    expect((await api('POST', ENDPOINTS.adminProductUndo(999_999), {})).status).toBe(404);
  });
});

describe('an edit', () => {
  test('buyers see the new name, price and description at once: product page, search, listing; the history records it', async () => {
    const { code, link } = await pricedProduct(2);
    const before = await product(code);
    // Asked once before, so the answer cache holds the old ones.
    expect((await publicItem(code)).data.name).toBe(before.name);
    await listed(link);
    const name = 'Сейф Переименованный Зубр-9';
    const saved = await edit(
      code,
      formOf(before, {
        name,
        price: 12_345,
        oldPrice: 15_000,
        stock: 7,
        description: 'Для дома и офиса.\n\nКрепится к полу.',
        props: [...before.props, { key: 'Толщина двери', value: '6', unit: 'мм' }],
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.data.message).toBe('Товар сохранён');
    expect(saved.data.product).toMatchObject({
      name,
      price: 12_345,
      oldPrice: 15_000,
      stock: 7,
      version: before.version + 1,
    });

    const page = (await publicItem(code)).data;
    expect(page).toMatchObject({
      name,
      newPrice: '12 345 руб.',
      oldPrice: '15 000 руб.',
      description: 'Для дома и офиса.\n\nКрепится к полу.',
    });
    expect(page.props).toContainEqual({ key: 'Толщина двери', value: '6 мм' });
    expect(await searchCodes('Зубр-9')).toEqual([code]);
    expect((await listed(link)).products.find((p) => p.itemCode === code)?.name).toBe(name);

    const [change] = await history(code);
    expect(change).toMatchObject({
      actor: `Администратор (${'admin@shop.test'})`,
      source: 'admin',
      kind: 'update',
      fields: ['name', 'price', 'oldPrice', 'stock', 'description', 'props'],
      before: { name: before.name, price: before.price, oldPrice: before.oldPrice, stock: before.stock },
      after: { name, price: 12_345, oldPrice: 15_000, stock: 7 },
      undoOf: null,
      undoneBy: null,
    });
    expect(Date.now() - Date.parse(change!.createdAt)).toBeLessThan(60_000);
  });

  test('a changed characteristic is searched by its new number, not its old one', async () => {
    const { code } = await pricedProduct(11);
    const withVolume = (p: AdminProduct, value: string) => [
      ...p.props.filter((prop) => prop.key !== 'Объём'),
      { key: 'Объём', value, unit: 'л' },
    ];
    const first = await product(code);
    const named = { name: 'Сейф Квазарный', props: withVolume(first, '333') };
    expect((await edit(code, formOf(first, named))).status).toBe(200);
    expect(await searchCodes('квазарный 333 литров')).toEqual([code]);

    const second = await product(code);
    expect((await edit(code, formOf(second, { props: withVolume(second, '777') }))).status).toBe(200);
    expect(await searchCodes('квазарный 777 литров')).toEqual([code]);
    expect(await searchCodes('квазарный 333 литров')).toEqual([]);
  });

  test('a stale tab: the second save based on the old version gets 409 and changes nothing', async () => {
    const { code } = await pricedProduct(3);
    const tab = await product(code);
    const first = await edit(code, formOf(tab, { name: 'Сейф из первой вкладки' }));
    expect(first.status).toBe(200);
    const second = await edit(code, formOf(tab, { price: 1 }));
    expect([second.status, second.data.message]).toEqual([
      409,
      'Товар изменён другим сотрудником: обновите страницу, чтобы увидеть его изменения, и внесите свои снова',
    ]);
    const off = await api('POST', ENDPOINTS.adminProductSale(code, false), { version: tab.version });
    expect(off.status).toBe(409);
    expect(await product(code)).toEqual(first.data.product);
    expect(await history(code)).toHaveLength(1);
  });

  test('undo puts the fields back, once; a change with later ones after it is refused', async () => {
    const { code } = await pricedProduct(4);
    const original = await product(code);
    const one = await edit(code, formOf(original, { name: 'Сейф правка один', stock: 1 }));
    // The undo compares the fields a change made with what they are now, as the price tool's revert does.
    const two = await edit(
      code,
      formOf(one.data.product, { name: 'Сейф правка два', price: original.price! + 100 }),
    );
    const [second, first] = await history(code);

    const early = await api('POST', ENDPOINTS.adminProductUndo(first!.id), {});
    expect([early.status, early.data.message]).toEqual([
      409,
      `Товар изменён после изменения №${first!.id}: отменить его нельзя, сначала отмените более поздние`,
    ]);
    expect(await product(code)).toEqual(two.data.product);

    const undoSecond = await api<ProductSavedResponse>('POST', ENDPOINTS.adminProductUndo(second!.id), {});
    expect([undoSecond.status, undoSecond.data.message]).toEqual([200, `Изменение №${second!.id} отменено`]);
    expect(undoSecond.data.product.price).toBe(original.price);
    const undoFirst = await api<ProductSavedResponse>('POST', ENDPOINTS.adminProductUndo(first!.id), {});
    expect(undoFirst.status).toBe(200);
    expect({ ...undoFirst.data.product, version: 0 }).toEqual({ ...original, version: 0 });
    expect((await publicItem(code)).data.name).toBe(original.name);

    const again = await api('POST', ENDPOINTS.adminProductUndo(first!.id), {});
    expect(again.status).toBe(409);
    expect(again.data.message).toMatch(new RegExp(`^Изменение №${first!.id} уже отменено`));
    const kinds = (await history(code)).map((c) => [c.kind, c.undoOf, c.undoneBy]);
    expect(kinds).toEqual([
      ['undo', first!.id, null],
      ['undo', second!.id, null],
      ['update', null, expect.any(Number)],
      ['update', null, expect.any(Number)],
    ]);
  });

  test('moving a product to another section moves it in the listings and their counts', async () => {
    const { code, link: from } = await pricedProduct(5);
    const to = sections[6]!;
    const counts = async () => {
      const [a, b] = await Promise.all([listed(from), listed(to.link)]);
      return [a.pagination.total, b.pagination.total];
    };
    const [fromBefore, toBefore] = await counts();
    const saved = await edit(code, formOf(await product(code), { section: to.path }));
    expect(saved.data.product.section).toBe(to.path);
    expect(await counts()).toEqual([fromBefore! - 1, toBefore! + 1]);
    expect((await listed(to.link)).products.map((p) => p.itemCode)).toContain(code);
  });
});

describe('a new product', () => {
  test('is created in its section and shown at once: product page, search by name and code, listing', async () => {
    const section = sections[7]!;
    const before = (await listed(section.link)).pagination.total;
    const created = await api<ProductSavedResponse>('POST', ENDPOINTS.adminProducts(''), {
      ...NEW_PRODUCT,
      section: section.path,
      itemCode: 'ts-77',
    });
    expect(created.status).toBe(201);
    expect(created.data.message).toBe('Товар «Сейф Тестовый ТС-77» создан, код TS-77');
    expect(created.data.product).toMatchObject({
      itemCode: 'TS-77',
      version: 1,
      onSale: true,
      ...NEW_PRODUCT,
    });
    const page = (await publicItem('TS-77')).data;
    expect(page).toMatchObject({ name: NEW_PRODUCT.name, newPrice: '45 990 руб.', available: true });
    expect(page.props).toEqual([
      { key: 'Толщина стенки', value: '4 мм' },
      { key: 'Тип замка', value: 'Ключевой' },
    ]);
    expect(await searchCodes('тестовый тс-77')).toContain('TS-77');
    expect(await searchCodes('TS-77')).toContain('TS-77');
    expect((await listed(section.link)).pagination.total).toBe(before + 1);
    const [change] = await history('TS-77');
    expect(change).toMatchObject({ kind: 'create', before: {}, after: { name: NEW_PRODUCT.name } });
    const undo = await api('POST', ENDPOINTS.adminProductUndo(change!.id), {});
    expect([undo.status, undo.data.message]).toEqual([
      409,
      'Создание товара не отменяется: снимите товар с продажи',
    ]);
  });

  test('the admin finds products by code, by name and by section', async () => {
    const { code, path } = await pricedProduct(8);
    const { name } = await product(code);
    const find = async (query: string) =>
      (await api<AdminProductsResponse>('GET', ENDPOINTS.adminProducts(query))).data;
    expect((await find(`query=${code}`)).products[0]?.itemCode).toBe(code);
    expect((await find(`query=${encodeURIComponent(name)}`)).products.map((p) => p.itemCode)).toContain(code);
    const inSection = await find(`section=${path}`);
    expect(inSection.products.map((p) => p.itemCode)).toContain(code);
    expect(inSection.products.every((p) => p.section === path)).toBe(true);
    expect((await api('GET', ENDPOINTS.adminProducts('section=net/takogo'))).status).toBe(404);
  });
});

describe('off sale', () => {
  test('hidden from buyers everywhere — page, search, listing, counts, feed, sitemap, new orders — but kept in an old order; back on sale, all return', async () => {
    const { code, link } = await pricedProduct(9);
    const { name } = await product(code);
    const placed = await send<SendOrderResponse>(server(), 'POST', '/api/user/sendOrder', {
      body: order([{ itemCode: code, count: 1 }]),
      token: buyer.accessToken,
      headers: { 'idempotency-key': 'products-off-sale' },
    });
    expect(placed.status).toBe(201);
    const count = async () => (await listed(link)).pagination.total;
    const inTree = async () =>
      JSON.stringify(await server().getJson<Category[]>('/api/catalog/')).match(/"itemsCount":\d+/g);
    const [listedBefore, treeBefore] = [await count(), await inTree()];
    const yml = async () => (await server().request('/yml.xml')).body;
    const sitemap = async () => (await server().request('/sitemap-1.xml')).body;
    const offer = `<offer id="${code}"`;
    const page = `productCode=${code}<`;
    expect(await yml()).toContain(offer);
    expect(await sitemap()).toContain(page);

    const before = await product(code);
    const off = await api<ProductSavedResponse>('POST', ENDPOINTS.adminProductSale(code, false), {
      version: before.version,
    });
    expect([off.status, off.data.message, off.data.product.onSale]).toEqual([
      200,
      'Товар снят с продажи: покупатели его больше не видят',
      false,
    ]);
    expect((await publicItem(code)).status).toBe(404);
    expect(await searchCodes(name)).not.toContain(code);
    expect(await searchCodes(code)).not.toContain(code);
    expect(await count()).toBe(listedBefore - 1);
    expect(await inTree()).not.toEqual(treeBefore);
    expect(await yml()).not.toContain(offer);
    expect(await sitemap()).not.toContain(page);
    const items = await server().getJson<{ items: unknown[] }>(`/api${ENDPOINTS.items([code])}`);
    expect(items.items).toEqual([]);
    const refused = await send(server(), 'POST', '/api/user/sendOrder', {
      body: order([{ itemCode: code, count: 1 }]),
      token: buyer.accessToken,
      headers: { 'idempotency-key': 'products-off-sale-2' },
    });
    expect([refused.status, refused.data.message]).toEqual([409, 'Нет доступных товаров для заказа']);
    const orders = (
      await send<{ orders: AccountOrder[] }>(server(), 'GET', '/api/user/orders', {
        token: buyer.accessToken,
      })
    ).data.orders;
    expect(orders.find((o) => o.id === placed.data.orderId)?.items.map((i) => i.name)).toEqual([name]);
    // The admin still finds it, marked.
    const found = await api<AdminProductsResponse>(
      'GET',
      ENDPOINTS.adminProducts(`query=${encodeURIComponent(name)}`),
    );
    expect(found.data.products.find((p) => p.itemCode === code)?.onSale).toBe(false);

    const back = await api<ProductSavedResponse>('POST', ENDPOINTS.adminProductSale(code, true), {
      version: off.data.product.version,
    });
    expect([back.status, back.data.message]).toEqual([200, 'Товар снова в продаже']);
    expect((await publicItem(code)).status).toBe(200);
    expect(await count()).toBe(listedBefore);
    expect(await inTree()).toEqual(treeBefore);
    expect(await yml()).toContain(offer);
    expect(await sitemap()).toContain(page);
    expect(await searchCodes(code)).toContain(code);
  });
});

test(`an edit is seen at once by ${onPostgres ? 'another API process on the same database, whose answers were cached' : 'the same process'}`, async () => {
  const reader: TestServer = onPostgres ? await startServer(shop.database().env, SHOP_ENV) : server();
  try {
    const { code } = await pricedProduct(10);
    const read = async () => (await reader.getJson<Item>(`/api${ENDPOINTS.item(code)}`)).name;
    await read();
    const saved = await edit(code, formOf(await product(code), { name: 'Сейф из другого процесса' }));
    expect(saved.status).toBe(200);
    // Another process checks the catalogue's version at most once a second.
    if (onPostgres) await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await read()).toBe('Сейф из другого процесса');
  } finally {
    if (reader !== server()) await reader.stop();
  }
});
