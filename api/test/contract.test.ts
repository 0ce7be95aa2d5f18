import {
  accessTokenSchema,
  availabilityAnswerSchema,
  categorySchema,
  categoryTreeSchema,
  deskOrderSchema,
  deskOrdersSchema,
  staffSchema,
  changeInfoAnswerSchema,
  changePasswordAnswerSchema,
  itemSchema,
  itemsSchema,
  listingFiltersSchema,
  listingSchema,
  messageSchema,
  ordersResponseSchema,
  priceChangeAnswerSchema,
  priceChangesSchema,
  profileSchema,
  revertAnswerSchema,
  searchSchema,
  sendOrderAnswerSchema,
  tokensSchema,
  type Category,
  type DeskOrderRow,
  type SendOrderRequest,
} from '@shop/shared/contract';
import {
  catalogPath,
  DEFAULT_SORT,
  ENDPOINTS,
  FIRST_PAGE,
  IDEMPOTENCY_HEADER,
  LISTING_PAGE_SIZE,
} from '@shop/shared/domain';
import { z } from 'zod';
import { API_PREFIX } from '../src/http/schemas';
import { type Answer, expectEach, serverForFile } from './helpers';
import { ADMIN, catalogueItems, CONSENT, PERSON, refreshCookieOf, send, SHOP_ENV } from './shop-helpers';

/**
 * The contract test: a real answer of every call, read from the running API and parsed with the schema of
 * `@shop/shared/contract` that the browser's types come from. Catalogue answers are pre-serialised strings
 * (http/cache.ts) that bypass Fastify's response serializer, so this is the only check that they are what
 * the contract says. `conforms` also refuses fields the contract does not know: zod strips unknown keys
 * (the answer schemas have no transforms or defaults), so the parsed value equals the answer exactly when
 * nothing is missing, wrong or extra, at any depth.
 */

const server = serverForFile(SHOP_ENV);
const api = (path: string) => `${API_PREFIX}${path}`;

function conforms<S extends z.ZodType>(schema: S, answer: Answer, status = 200): z.infer<S> {
  expect({ status: answer.status, body: answer.body.slice(0, 300) }).toEqual({
    status,
    body: expect.any(String),
  });
  const parsed = schema.safeParse(answer.data);
  if (!parsed.success) throw new Error(`${z.prettifyError(parsed.error)}\nin ${answer.body.slice(0, 500)}`);
  expect(answer.data).toEqual(parsed.data);
  return parsed.data;
}

const get = (path: string, token?: string) => send(server(), 'GET', api(path), { token });

/** The item answer is the product with its pictures; listings and search never carry `images`. */
const withoutImages = (products: { images?: unknown }[]) => products.every((p) => p.images === undefined);
const FIRST_LISTING_PAGE = { limit: LISTING_PAGE_SIZE, page: FIRST_PAGE, sort: DEFAULT_SORT };

describe('the catalogue answers are the contract', () => {
  let tree: Category[];

  test('category tree and the catalogue menu', async () => {
    tree = conforms(categoryTreeSchema, await get(ENDPOINTS.catalogTree));
    expect(tree.length).toBeGreaterThan(0);
    expect(conforms(categoryTreeSchema, await get(ENDPOINTS.catalogMenu))).toEqual(tree);
  });

  test('one category', async () => {
    const slug = tree[0]!.categoryLink.split('/').pop()!;
    expect(conforms(categorySchema, await get(ENDPOINTS.category(slug)))).toEqual(tree[0]);
  });

  test('a level-1 listing and a level-2 listing (price_desc)', async () => {
    const level1 = tree.flatMap((c) => c.subcategories).find((s) => s.subcategories.length > 0)!;
    const level2 = level1.subcategories.find((s) => s.itemsCount > 0)!;
    for (const { subcategoryLink } of [level1, level2]) {
      const listing = conforms(
        listingSchema,
        await get(ENDPOINTS.listing(subcategoryLink, { limit: 5, page: 1, sort: 'price_desc' })),
      );
      expect(listing.products.length).toBeGreaterThan(0);
      expect(withoutImages(listing.products)).toBe(true);
    }
  });

  test('the filters of a level-1 and a level-2 listing, with and without a filter chosen', async () => {
    const level1 = tree.flatMap((c) => c.subcategories).find((s) => s.subcategories.length > 0)!;
    const level2 = level1.subcategories.find((s) => s.itemsCount > 0)!;
    for (const { subcategoryLink } of [level1, level2]) {
      for (const filters of [{ props: {} }, { available: true, priceTo: 50_000, props: {} }]) {
        const answer = conforms(
          listingFiltersSchema,
          await get(ENDPOINTS.listingFilters(subcategoryLink, filters)),
        );
        expect(answer.props.length).toBeGreaterThan(0);
      }
    }
  });

  test('an item, with its pictures, and several items at once', async () => {
    const link = tree[0]!.subcategories[0]!.subcategoryLink;
    const { products } = listingSchema.parse((await get(ENDPOINTS.listing(link, FIRST_LISTING_PAGE))).data);
    const item = conforms(itemSchema, await get(ENDPOINTS.item(products[0]!.itemCode)));
    expect(item.images.length).toBeGreaterThan(0);
    const { items } = conforms(itemsSchema, await get(ENDPOINTS.items([item.itemCode])));
    expect(items.map((found) => found.itemCode)).toEqual([item.itemCode]);
  });

  test('an item names its sections, outermost first, as the catalogue links them (its breadcrumbs)', async () => {
    const itemOf = async (link: string) => {
      const listing = listingSchema.parse((await get(ENDPOINTS.listing(link, FIRST_LISTING_PAGE))).data);
      return conforms(itemSchema, await get(ENDPOINTS.item(listing.products[0]!.itemCode)));
    };
    const crumb = (name: string, link: string) => ({ name, link });
    const category = tree.find((c) =>
      c.subcategories.some((s) => s.subcategories.some((l) => l.itemsCount)),
    )!;
    const level1 = category.subcategories.find((s) => s.subcategories.some((l) => l.itemsCount > 0))!;
    const level2 = level1.subcategories.find((s) => s.itemsCount > 0)!;
    expect((await itemOf(level2.subcategoryLink)).sections).toEqual([
      crumb(category.categoryName, category.categoryLink),
      crumb(level1.subcategoryName, level1.subcategoryLink),
      crumb(level2.subcategoryName, level2.subcategoryLink),
    ]);
    const plain = tree
      .flatMap((c) => c.subcategories.map((s) => ({ c, s })))
      .find(({ s }) => s.subcategories.length === 0 && s.itemsCount > 0)!;
    expect((await itemOf(plain.s.subcategoryLink)).sections).toEqual([
      crumb(plain.c.categoryName, plain.c.categoryLink),
      crumb(plain.s.subcategoryName, plain.s.subcategoryLink),
    ]);
  });

  test('a search', async () => {
    const found = conforms(searchSchema, await get(ENDPOINTS.search('сейф', 5)));
    expect(found.results.length).toBeGreaterThan(0);
    expect(withoutImages(found.results)).toBe(true);
  });

  test('a search with a filter, and the filters of its results', async () => {
    const filters = { available: true, props: {} };
    const found = conforms(
      searchSchema,
      await get(ENDPOINTS.search('сейф', 5, { page: 1, sort: 'price_asc', filters })),
    );
    expectEach(
      found.results,
      (p) => p.available,
      (p) => p.itemCode,
    );
    const answer = conforms(listingFiltersSchema, await get(ENDPOINTS.searchFilters('сейф', filters)));
    expect(answer.total).toBe(found.total);
  });
});

describe('the account, order, call-back and admin answers are the contract', () => {
  const email = `contract.${process.pid}@shop.test`;
  const password = 'Надёжный пароль контракта';
  let accessToken: string;
  let refreshCookie: string;

  test('registration (201 message) and login (tokens)', async () => {
    const registration = { name: 'Анна', email, phoneNumber: '+7 949 123 45 67', password, ...CONSENT };
    conforms(
      messageSchema,
      await send(server(), 'POST', api(ENDPOINTS.registration), { body: registration }),
      201,
    );
    const login = await send(server(), 'POST', api(ENDPOINTS.login), { body: { email, password } });
    ({ accessToken } = conforms(tokensSchema, login));
    refreshCookie = refreshCookieOf(login);
  });

  test('profile, token refresh', async () => {
    conforms(profileSchema, await get(ENDPOINTS.userInfo, accessToken));
    const refreshed = await send(server(), 'GET', api(ENDPOINTS.refresh), {
      headers: { cookie: refreshCookie },
    });
    ({ accessToken } = conforms(accessTokenSchema, refreshed));
    refreshCookie = refreshCookieOf(refreshed);
  });

  test('placing orders (pickup and courier) and the orders list', async () => {
    const { priced } = await catalogueItems(server());
    const bodies: SendOrderRequest[] = [
      {
        address: { type: 'pickup', id: 4 },
        itemCode: [{ itemCode: priced[0]!.itemCode, count: 2 }],
        user: PERSON,
      },
      {
        address: { type: 'delivery', city: 'Донецк', address: 'ул. Артёма, 1' },
        itemCode: priced.slice(1, 3).map(({ itemCode }) => ({ itemCode, count: 1 })),
        user: { ...PERSON, inn: '7707083893', companyName: 'ООО «Сейфы»', kpp: '773601001' },
      },
    ];
    for (const [n, body] of bodies.entries()) {
      const placed = await send(server(), 'POST', api(ENDPOINTS.sendOrder), {
        body,
        token: accessToken,
        headers: { [IDEMPOTENCY_HEADER]: `contract-${n}` },
      });
      conforms(sendOrderAnswerSchema, placed, 201);
    }
    const { orders } = conforms(ordersResponseSchema, await get(ENDPOINTS.orders, accessToken));
    expect(orders.map((order) => order.address.type)).toEqual(['delivery', 'pickup']);
  });

  test('profile change (with the orders) and password change', async () => {
    const changed = await send(server(), 'PUT', api(ENDPOINTS.changeInfo), {
      body: { lastName: 'Иванова', name: '', surename: 'Сергеевна', email: '' },
      token: accessToken,
    });
    expect(conforms(changeInfoAnswerSchema, changed).orders).toHaveLength(2);
    const body = { oldPassword: password, newPassword: `${password} 2` };
    const passwordChanged = await send(server(), 'PUT', api(ENDPOINTS.changePassword), {
      body,
      token: accessToken,
      headers: { cookie: refreshCookie },
    });
    ({ accessToken } = conforms(changePasswordAnswerSchema, passwordChanged));
    conforms(messageSchema, await send(server(), 'GET', api(ENDPOINTS.logout)));
  });

  test('a call-back request (201 message)', async () => {
    const body = { name: 'Анна', phone: '+7 949 123 45 67' };
    conforms(messageSchema, await send(server(), 'POST', api(ENDPOINTS.callback), { body }), 201);
  });

  test('the admin price tool: a dry run, an availability check, a change, the history and a revert', async () => {
    const login = await send(server(), 'POST', api(ENDPOINTS.login), { body: ADMIN });
    const token = conforms(tokensSchema, login).accessToken;
    const dryRun = await send(server(), 'POST', api(ENDPOINTS.adminPrices()), {
      body: { percentage: 10, dryRun: true },
      token,
    });
    expect(conforms(priceChangeAnswerSchema, dryRun).dryRun).toBe(true);
    const { priced } = await catalogueItems(server());
    const availability = await send(server(), 'POST', api(ENDPOINTS.adminAvailability), {
      body: { itemCode: priced[0]!.itemCode },
      token,
    });
    conforms(availabilityAnswerSchema, availability);
    const change = await send(server(), 'POST', api(ENDPOINTS.adminItemPrice(priced[0]!.itemCode)), {
      body: { percentage: 1 },
      token,
    });
    const { changeId } = conforms(priceChangeAnswerSchema, change);
    conforms(priceChangesSchema, await send(server(), 'GET', api(ENDPOINTS.adminPriceChanges(1)), { token }));
    const revert = await send(server(), 'POST', api(ENDPOINTS.adminRevert(changeId!)), { body: {}, token });
    conforms(revertAnswerSchema, revert);
  });

  test("the order desk: the list, an order, a move, the comment, staff; the buyer's cancel", async () => {
    const token = (
      await send<{ accessToken: string }>(server(), 'POST', api(ENDPOINTS.login), { body: ADMIN })
    ).data.accessToken;
    const { orders } = conforms(
      deskOrdersSchema,
      await send(server(), 'GET', api(ENDPOINTS.deskOrders('')), { token }),
    );
    const [first, second] = orders as [DeskOrderRow, DeskOrderRow, ...DeskOrderRow[]];
    const order = conforms(
      deskOrderSchema,
      await send(server(), 'GET', api(ENDPOINTS.deskOrder(first.id)), { token }),
    );
    const moved = await send(server(), 'POST', api(ENDPOINTS.deskStatus(first.id)), {
      body: { status: 'confirmed', version: order.version },
      token,
    });
    const { version } = conforms(deskOrderSchema, moved);
    const commented = await send(server(), 'PUT', api(ENDPOINTS.deskComment(first.id)), {
      body: { comment: 'Позвонить', version },
      token,
    });
    conforms(deskOrderSchema, commented);
    conforms(staffSchema, await send(server(), 'GET', api(ENDPOINTS.deskStaff), { token }));
    // Both are this account's orders (the newest of the shop): the pickup one is still «Новый».
    const cancel = await send(server(), 'POST', api(ENDPOINTS.orderCancel(second.id)), {
      body: {},
      token: accessToken,
    });
    conforms(messageSchema, cancel);
  });

  test("errors are { message }: 400 (ours and zod's), 401, 403, 404 (a route, an unknown path), 409", async () => {
    const listing = catalogPath('seyfy', 'dlya-oruzhiya');
    const errors: [() => Promise<Answer>, number][] = [
      [() => get(ENDPOINTS.search('сейф'.repeat(60))), 400],
      [() => get(ENDPOINTS.listing(listing, { ...FIRST_LISTING_PAGE, limit: 0 })), 400],
      [() => get(ENDPOINTS.userInfo), 401],
      [() => send(server(), 'POST', api(ENDPOINTS.adminAvailability), { body: {}, token: accessToken }), 403],
      [() => get(ENDPOINTS.item('999999999')), 404],
      [() => get('/no-such-call/'), 404],
      [
        () =>
          send(server(), 'POST', api(ENDPOINTS.registration), {
            body: { name: 'Анна', email, phoneNumber: '+7 949 123 45 67', password, ...CONSENT },
          }),
        409,
      ],
    ];
    for (const [call, status] of errors) {
      expect(conforms(messageSchema, await call(), status).message).toMatch(/[а-яё]/i);
    }
  });
});

describe('the OpenAPI document at /api/docs is the contract', () => {
  test('each answer of each call is described by its contract schema', async () => {
    type Doc = {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>
      >;
    };
    const doc = await server().getJson<Doc>('/api/docs/json');
    const described = (path: string, method: string, status: number) =>
      doc.paths[path]?.[method]?.responses[status]?.content?.['application/json']?.schema;
    const expected = (schema: z.ZodType) => {
      const { $schema: _, ...json } = z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output' });
      return json;
    };
    const calls: [string, string, number, z.ZodType][] = [
      ['/api/catalog', 'get', 200, categoryTreeSchema],
      ['/api/catalog/menu', 'get', 200, categoryTreeSchema],
      ['/api/catalog/{category}', 'get', 200, categorySchema],
      ['/api/catalog/{category}/{primary}', 'get', 200, listingSchema],
      ['/api/catalog/{category}/{primary}/{secondary}', 'get', 200, listingSchema],
      ['/api/catalog/item/{itemCode}', 'get', 200, itemSchema],
      ['/api/catalog/items', 'get', 200, itemsSchema],
      ['/api/catalog/search', 'get', 200, searchSchema],
      ['/api/catalog/search', 'get', 400, messageSchema],
      ['/api/catalog/search/filters', 'get', 200, listingFiltersSchema],
      ['/api/user/registration', 'post', 201, messageSchema],
      ['/api/user/login', 'post', 200, tokensSchema],
      ['/api/user/refresh', 'get', 200, accessTokenSchema],
      ['/api/user/logout', 'get', 200, messageSchema],
      ['/api/user/info', 'get', 200, profileSchema],
      ['/api/user/changeInfo', 'put', 200, changeInfoAnswerSchema],
      ['/api/user/changePassword', 'put', 200, changePasswordAnswerSchema],
      ['/api/user/confirmEmail', 'post', 200, messageSchema],
      ['/api/user/resendConfirmation', 'post', 200, messageSchema],
      ['/api/user/recovery', 'post', 200, messageSchema],
      ['/api/user/resetPassword', 'post', 200, messageSchema],
      ['/api/user/changeEmail', 'post', 200, messageSchema],
      ['/api/user/deleteAccount', 'post', 200, messageSchema],
      ['/api/user/sendOrder', 'post', 429, messageSchema],
      ['/api/user/sendOrder', 'post', 201, sendOrderAnswerSchema],
      ['/api/user/orders', 'get', 200, ordersResponseSchema],
      ['/api/callback', 'post', 201, messageSchema],
      ['/api/admin/updatePrices', 'post', 200, priceChangeAnswerSchema],
      ['/api/admin/checkAvailability', 'post', 200, availabilityAnswerSchema],
      ['/api/admin/priceChanges', 'get', 200, priceChangesSchema],
      ['/api/admin/priceChanges/{id}/revert', 'post', 200, revertAnswerSchema],
      ['/api/desk/orders', 'get', 200, deskOrdersSchema],
      ['/api/desk/orders/{id}', 'get', 200, deskOrderSchema],
      ['/api/desk/orders/{id}/status', 'post', 200, deskOrderSchema],
      ['/api/desk/orders/{id}/status', 'post', 409, messageSchema],
      ['/api/desk/orders/{id}/comment', 'put', 200, deskOrderSchema],
      ['/api/desk/staff', 'get', 200, staffSchema],
      ['/api/desk/staff', 'post', 200, messageSchema],
      ['/api/user/orders/{id}/cancel', 'post', 200, messageSchema],
    ];
    for (const [path, method, status, schema] of calls) {
      expect({ call: `${method} ${path} ${status}`, schema: described(path, method, status) }).toEqual({
        call: `${method} ${path} ${status}`,
        schema: expected(schema),
      });
    }
  });
});
