import type { PriceChangeResponse as Change, ListingFiltersResponse } from '@shop/shared/contract';
import { ENDPOINTS, NO_FILTERS } from '@shop/shared/domain';
import { countItems } from '../src/modules/catalogue/prices/service';
import {
  type Category,
  expectEach,
  type Listing,
  type Product,
  startServer,
  type TestServer,
} from './helpers';
import {
  ADMIN,
  adminToken,
  type Buyer,
  catalogueItems,
  inspect,
  login,
  newBuyer,
  onPostgres,
  SHOP_ENV,
  send,
  withShopServer,
} from './shop-helpers';
import { metric } from './support/metrics';

const shop = withShopServer();
const server = () => shop.server();

const call = (pathname: string, body: unknown, token?: string) =>
  send<Change & { available?: boolean; price?: number | null }>(server(), 'POST', `/api/admin/${pathname}`, {
    body,
    token,
  });
const item = (code: string) => server().getJson<Product>(`/api/catalog/item/${code}/`);
const rub = (display: string | null) => (display === null ? null : Number(display.replace(/\D/g, '')));

let admin: string;
let buyer: Buyer;
let priced: Product[];
let unpriced: Product[];
let tree: Category[];
beforeAll(async () => {
  admin = await adminToken(server());
  buyer = await newBuyer(server());
  ({ priced, unpriced } = await catalogueItems(server()));
  tree = await server().getJson<Category[]>('/api/catalog/');
});

/** The six calls as spec section 7 writes them (with valid bodies). */
const sixCalls = () => {
  const category = tree[0]!;
  const sub = category.subcategories.find((s) => s.subcategories.length > 0)!;
  const [, , c, s1, s2] = sub.subcategories[0]!.subcategoryLink.split('/');
  return [
    [`updatePrice/${priced[0]!.itemCode}/`, { percentage: 5 }],
    [`${c}/updatePrices/`, { percentage: 5 }],
    [`${c}/${s1}/updatePrices/`, { percentage: 5 }],
    [`${c}/${s1}/${s2}/updatePrices/`, { percentage: 5 }],
    ['updatePrices/', { percentage: 5 }],
    ['checkAvailability/', { itemCode: priced[0]!.itemCode }],
  ] as const;
};

describe('who may use the admin calls', () => {
  test('401 for an anonymous caller and 403 for a buyer on each of the six calls; prices untouched', async () => {
    const before = await item(priced[0]!.itemCode);
    for (const [pathname, body] of sixCalls()) {
      const anonymous = await call(pathname, body);
      expect({ pathname, status: anonymous.status, data: anonymous.data }).toEqual({
        pathname,
        status: 401,
        data: { message: 'Требуется вход в систему' },
      });
      const byBuyer = await call(pathname, body, buyer.accessToken);
      expect({ pathname, status: byBuyer.status, data: byBuyer.data }).toEqual({
        pathname,
        status: 403,
        data: { message: 'Недостаточно прав: нужна роль администратора' },
      });
      // Even a malformed body gets 401/403 first: the role is checked before anything else.
      expect((await call(pathname, '{"broken', buyer.accessToken)).status).toBe(403);
    }
    expect(await item(priced[0]!.itemCode)).toEqual(before);
  });

  test('the admin from ADMIN_EMAIL/ADMIN_PASSWORD may use them', async () => {
    for (const [pathname, body] of sixCalls()) {
      const answer = await call(
        pathname,
        { ...body, ...('percentage' in body ? { dryRun: true } : {}) },
        admin,
      );
      expect({ pathname, status: answer.status }).toEqual({ pathname, status: 200 });
    }
  });
  const confirmed = async (target: TestServer, token: string) =>
    (await send<{ emailConfirmed: boolean }>(target, 'GET', '/api/user/info', { token })).data.emailConfirmed;
  test('the ADMIN_EMAIL address counts as confirmed (the owner configured it), also for an admin made before', async () => {
    expect(await confirmed(server(), admin)).toBe(true);
    // The restart is the point: a start with ADMIN_EMAIL finds an admin whose address was never confirmed.
    await shop.whileStopped(() =>
      inspect(shop.database().env, [
        `UPDATE users SET email_confirmed_at = NULL WHERE email = '${ADMIN.email}'`,
      ]),
    );
    const token = await adminToken(server());
    expect(await confirmed(server(), token)).toBe(true);
  });
  test("a stranger who registered the owner's address before ADMIN_EMAIL named it keeps no session after the promotion", async () => {
    const stranger = await newBuyer(server(), 'Чужой');
    const owner = { ADMIN_EMAIL: stranger.email, ADMIN_PASSWORD: 'Пароль владельца магазина 2026' };
    const check = ['checkAvailability/', { itemCode: priced[0]!.itemCode }] as const;
    await shop.whileStopped(async () => {
      const promoted = await startServer(shop.database().env, { ...SHOP_ENV, ...owner });
      try {
        const asStranger = await send(promoted, 'POST', `/api/admin/${check[0]}`, {
          body: check[1],
          token: stranger.accessToken,
        });
        expect([asStranger.status, asStranger.body]).toEqual([401, expect.any(String)]);
        const refreshed = await send(promoted, 'GET', '/api/user/refresh', {
          headers: { cookie: stranger.refreshCookie },
        });
        expect(refreshed.status).toBe(401);
        const oldPassword = await send(promoted, 'POST', '/api/user/login', {
          body: { email: stranger.email, password: stranger.password },
        });
        expect(oldPassword.status).toBe(401);
        const ownerToken = (await login(promoted, owner.ADMIN_EMAIL, owner.ADMIN_PASSWORD)).accessToken;
        const asOwner = await send(promoted, 'POST', `/api/admin/${check[0]}`, {
          body: check[1],
          token: ownerToken,
        });
        expect(asOwner.status).toBe(200);
        expect(await confirmed(promoted, ownerToken)).toBe(true);
        expect(promoted.output()).toContain('every earlier session of it ended');
      } finally {
        await promoted.stop();
      }
    });
  });
});

describe('price changes', () => {
  test('one item: price and old price scale, rounded to whole roubles; decimals, negatives, a numeric string', async () => {
    const product = priced[1]!;
    const [price, old] = [rub(product.newPrice)!, rub(product.oldPrice)];
    const up = await call(`updatePrice/${product.itemCode}/`, { percentage: 12.5 }, admin);
    expect(up.data).toMatchObject({ message: 'Цены обновлены: 1 товар', itemsChanged: 1, dryRun: false });
    const after = await item(product.itemCode);
    expect(rub(after.newPrice)).toBe(Math.round(price * 1.125));
    if (old !== null) expect(rub(after.oldPrice)).toBe(Math.round(old * 1.125));
    await call(`updatePrice/${product.itemCode}/`, { percentage: '-3,5' }, admin);
    expect(rub((await item(product.itemCode)).newPrice)).toBe(Math.round(Math.round(price * 1.125) * 0.965));
  });

  test(`the filter panel and the listing of the section count the new price at once (their index and count are rebuilt)${onPostgres ? ', in another API process too' : ''}`, async () => {
    // On PostgreSQL a second process answers the panel; without its answer cache, which only ages (10 s).
    const reader = onPostgres
      ? await startServer(shop.database().env, { ...SHOP_ENV, ANSWER_CACHE: 'off' })
      : server();
    try {
      const link = tree[0]!.subcategories[0]!.subcategoryLink;
      const facets = (filters = NO_FILTERS) =>
        reader.getJson<ListingFiltersResponse>(`/api${ENDPOINTS.listingFilters(link, filters)}`);
      const before = await facets();
      const { products } = await server().getJson<Listing>(
        `/api${ENDPOINTS.listing(link, { limit: 1, page: 1, sort: 'price_desc' })}`,
      );
      const dearest = products[0]!;
      expect(rub(dearest.newPrice)).toBe(before.price.max);
      const cheaper = { priceTo: before.price.max!, props: {} };
      const cheaperPage = (page: number) =>
        reader.getJson<Listing>(
          `/api${ENDPOINTS.listing(link, { limit: 1, page, sort: 'price_asc', filters: cheaper })}`,
        );
      // Counted before the change: the count a listing keeps for its next pages must not outlive it.
      expect((await cheaperPage(1)).pagination.total).toBe(before.available);
      await call(`updatePrice/${dearest.itemCode}/`, { percentage: 50 }, admin);
      const raised = rub((await item(dearest.itemCode)).newPrice)!;
      expect((await facets()).price.max).toBe(raised);
      const listed = await cheaperPage(2);
      expect((await facets(cheaper)).total).toBe(listed.pagination.total);
      // Every priced item but the one now above the old maximum.
      expect(listed.pagination.total).toBe(before.available - 1);
    } finally {
      if (reader !== server()) await reader.stop();
    }
  });

  test('after a price change, a kept count is tried again only until a statement has seen the change: the next listings cost one statement each', async () => {
    const statements = () => metric(server(), 'shop_catalog_statements_sum', { call: 'listing' });
    const links = tree.flatMap((c) => c.subcategories.map((s) => s.subcategoryLink)).slice(0, 3);
    const page = (link: string, n: number) =>
      server().request(`/api${ENDPOINTS.listing(link, { limit: 3, page: n, sort: 'name_desc' })}`);
    // Counted now, for the next pages: the second page of each costs one statement, the count kept.
    for (const link of links) expect((await page(link, 1)).status).toBe(200);
    let before = await statements();
    for (const link of links) expect((await page(link, 2)).status).toBe(200);
    expect((await statements()) - before).toBe(links.length);
    await call(`updatePrice/${priced[1]!.itemCode}/`, { percentage: 5 }, admin);
    // The first listing reads its page with the old count, sees the new version and counts again (2); the
    // others know the version moved and count at once (1 each).
    before = await statements();
    for (const link of links) expect((await page(link, 3)).status).toBe(200);
    expect((await statements()) - before).toBe(links.length + 1);
  });

  test(`a search sorted by price shows a new price at once (its ranked matches are found again)${onPostgres ? ', in another API process too' : ''}`, async () => {
    const reader = onPostgres
      ? await startServer(shop.database().env, { ...SHOP_ENV, ANSWER_CACHE: 'off' })
      : server();
    try {
      const dearest = () =>
        reader.getJson<{ results: Product[] }>(`/api${ENDPOINTS.search('шлагбаум')}&limit=2&sort=price_desc`);
      const [first, second] = (await dearest()).results;
      const percentage = Math.ceil((rub(first!.newPrice)! / rub(second!.newPrice)! - 1) * 100) + 5;
      expect(percentage).toBeLessThanOrEqual(1000);
      await call(`updatePrice/${second!.itemCode}/`, { percentage }, admin);
      expect((await dearest()).results.map((p) => p.itemCode)).toEqual([second!.itemCode, first!.itemCode]);
    } finally {
      if (reader !== server()) await reader.stop();
    }
  });

  test('percentage is required, numeric and within −90…1000', async () => {
    const code = priced[2]!.itemCode;
    const before = await item(code);
    for (const body of [
      {},
      { percentage: null },
      { percentage: 'десять' },
      { percentage: '' },
      { percentage: -90.5 },
      { percentage: 1001 },
      { percentage: { $gt: 0 } },
      { percentage: 5, extra: 1 },
    ]) {
      const answer = await call(`updatePrice/${code}/`, body, admin);
      expect({ body, status: answer.status }).toEqual({ body, status: 400 });
      expect(answer.data.message).toMatch(/Процент|Некорректн/);
    }
    expect(await item(code)).toEqual(before);
  });

  test('a change that would make a price zero is refused as a whole', async () => {
    const code = priced[3]!.itemCode;
    for (let i = 0; i < 10; i++) {
      const answer = await call(`updatePrice/${code}/`, { percentage: -90 }, admin);
      if (answer.status === 400) {
        expect(answer.data.message).toMatch(/нулевой/);
        expect(rub((await item(code)).newPrice)).toBeGreaterThanOrEqual(1);
        return;
      }
      expect(answer.status).toBe(200);
    }
    throw new Error('ten cuts by 90% never reached a zero price');
  });

  test('dry run counts without changing; the real change touches exactly that many; subcategory includes its sections', async () => {
    const category = tree.find((c) => c.subcategories.some((s) => s.subcategories.length > 0))!;
    const sub = category.subcategories.find((s) => s.subcategories.length > 0)!;
    const [, , c, s1] = sub.subcategoryLink.split('/');
    const listing = `/api${sub.subcategoryLink}?limit=100`;
    const before = (await server().getJson<{ products: Product[] }>(listing)).products;
    const dry = await call(`${c}/${s1}/updatePrices/`, { percentage: 7, dryRun: true }, admin);
    expect(dry.status).toBe(200);
    expect(dry.data.dryRun).toBe(true);
    expect(dry.data.message).toMatch(/^Будут изменены цены: /);
    expect((await server().getJson<{ products: Product[] }>(listing)).products).toEqual(before);
    const real = await call(`${c}/${s1}/updatePrices/`, { percentage: 7 }, admin);
    expect(real.data.itemsChanged).toBe(dry.data.itemsChanged);
    expect(real.data.message).toBe(`Цены обновлены: ${countItems(dry.data.itemsChanged)}`);
    const after = (await server().getJson<{ products: Product[] }>(listing)).products;
    const moves = (price: number | null) => price !== null && Math.round(price * 1.07) !== price;
    const expected = before.filter((p) => moves(rub(p.newPrice)) || moves(rub(p.oldPrice))).length;
    expect(real.data.itemsChanged).toBe(expected);
    for (const [i, p] of before.entries()) {
      if (p.newPrice !== null) expect(rub(after[i]!.newPrice)).toBe(Math.round(rub(p.newPrice)! * 1.07));
    }
  });

  test('a second-level section, a category, everything; unknown paths are 404, a blank section text 400', async () => {
    const category = tree.find((c) => c.subcategories.some((s) => s.subcategories.length > 0))!;
    const sub = category.subcategories.find((s) => s.subcategories.length > 0)!;
    const [, , c, s1, s2] = sub.subcategories[0]!.subcategoryLink.split('/');
    const section = await call(`${c}/${s1}/${s2}/updatePrices/`, { percentage: 1 }, admin);
    expect(section.status).toBe(200);
    const whole = await call(`${c}/updatePrices/`, { percentage: 1, dryRun: true }, admin);
    expect(whole.data.itemsChanged).toBeGreaterThanOrEqual(section.data.itemsChanged);
    const all = await call('updatePrices/', { percentage: -1 }, admin);
    expect(all.data.itemsChanged).toBeGreaterThan(whole.data.itemsChanged);
    expect(all.data.message).toBe(`Цены обновлены: ${countItems(all.data.itemsChanged)}`);

    expect((await call('net-takoy/updatePrices/', { percentage: 1 }, admin)).status).toBe(404);
    expect((await call(`${c}/net-takoy/updatePrices/`, { percentage: 1 }, admin)).status).toBe(404);
    expect((await call(`${c}/${s1}/net-takoy/updatePrices/`, { percentage: 1 }, admin)).status).toBe(404);
    expect((await call('updatePrice/999999999/', { percentage: 1 }, admin)).status).toBe(404);
    const blank = await call(`${c}/${s1}/%20/updatePrices/`, { percentage: 1 }, admin);
    expect(blank.status).toBe(400);
    expect(blank.data.message).toMatch(/подкатегорию второго уровня/);
  });

  test('checkAvailability says whether an item is available, with its price', async () => {
    const yes = await call('checkAvailability/', { itemCode: priced[4]!.itemCode }, admin);
    const now = await item(priced[4]!.itemCode);
    expect(yes.data).toEqual({
      message: `Товар «${now.name}» (код ${now.itemCode}) в наличии, цена ${now.newPrice}`,
      itemCode: now.itemCode,
      name: now.name,
      available: true,
      price: rub(now.newPrice),
    });
    const no = await call('checkAvailability/', { itemCode: unpriced[0]!.itemCode }, admin);
    expect(no.data).toMatchObject({ available: false, price: null });
    expect(no.data.message).toMatch(/отсутствует/);
    expect((await call('checkAvailability/', { itemCode: '999999999' }, admin)).status).toBe(404);
    expect((await call('checkAvailability/', {}, admin)).status).toBe(400);
  });

  test('every real change left one audit row: who, scope, percentage, items changed', async () => {
    const [rows] = await inspect(shop.database().env, [
      `SELECT u.email, p.scope, p.percentage::text AS percentage, p.items_changed, p.created_at IS NOT NULL AS dated
           FROM price_changes p JOIN users u ON u.id = p.admin_id ORDER BY p.id`,
    ]);
    expect(rows?.length).toBeGreaterThanOrEqual(8);
    expectEach(rows, (row) => row.email === 'admin@shop.test' && row.dated === true);
    expect(rows).toContainEqual(
      expect.objectContaining({ scope: `item:${priced[1]!.itemCode}`, percentage: '12.5', items_changed: 1 }),
    );
    expect(rows).toContainEqual(expect.objectContaining({ scope: 'all', percentage: '-1' }));
  });
});

describe('the message counts items with Russian plural forms', () => {
  test.each([
    [0, '0 товаров'],
    [1, '1 товар'],
    [3, '3 товара'],
    [11, '11 товаров'],
    [21, '21 товар'],
    [1234, '1 234 товара'],
    [15000, '15 000 товаров'],
  ])('%d → %s', (n, text) => expect(countItems(n)).toBe(text));
});
