import { randomUUID } from 'node:crypto';
import type {
  ItemsResponse,
  ListingFiltersResponse,
  SearchResponse,
  SendOrderResponse,
} from '@shop/shared/contract';
import { ENDPOINTS, type ListingFilters } from '@shop/shared/domain';
import type { Listing, Product } from './helpers';
import {
  type Buyer,
  catalogueAdmin,
  inspect,
  order,
  ROOMY_ORDER_LIMITS,
  send,
  withShopServer,
} from './shop-helpers';
import { chooseOutOfStock, setStock } from './support/owner';

const shop = withShopServer(() => ROOMY_ORDER_LIMITS);
const server = () => shop.server();

let admin: string;
let buyer: Buyer;
let link: string;
/** A priced product whose stock is 0, one with 5 pieces, one whose stock is not counted. */
let gone: string;
let counted: string;
let uncounted: string;

const NOTHING_AVAILABLE = { message: 'Нет доступных товаров для заказа' };
const ONLY_AVAILABLE: ListingFilters = { props: {}, available: true };
const page = (filters?: ListingFilters) =>
  server().getJson<Listing>(
    `/api${ENDPOINTS.listing(link, { limit: 100, page: 1, sort: 'name_asc', filters })}`,
  );
const panel = () =>
  server().getJson<ListingFiltersResponse>(`/api${ENDPOINTS.listingFilters(link, { props: {} })}`);

/** The product `code` as the product page, the listing, the basket and the search answer it. */
async function everywhere(code: string): Promise<Product[]> {
  const item = await server().getJson<Product>(`/api${ENDPOINTS.item(code)}`);
  const listed = (await page()).products.find((p) => p.itemCode === code);
  const basket = (await server().getJson<ItemsResponse>(`/api${ENDPOINTS.items([code])}`)).items[0];
  const found = (await server().getJson<SearchResponse>(`/api${ENDPOINTS.search(code, 5)}`)).results;
  return [item, listed, basket, found.find((p) => p.itemCode === code)].map((p) => {
    if (!p) throw new Error(`${code} is missing from a read`);
    return p;
  });
}
const shownAs = async (code: string) =>
  (await everywhere(code)).map(({ available, preorder }) => ({ available, preorder }));

const place = (lines: Array<{ itemCode: string; count: number }>, key?: string) =>
  send<SendOrderResponse>(server(), 'POST', '/api/user/sendOrder', {
    body: order(lines),
    token: buyer.accessToken,
    headers: key ? { 'idempotency-key': key } : {},
  });
const storedOrders = async () =>
  Number(
    (await inspect<{ n: number }>(shop.database().env, ['SELECT count(*)::int AS n FROM orders']))[0]?.[0]?.n,
  );

beforeAll(async () => {
  let sections;
  ({ admin, buyer, sections } = await catalogueAdmin(shop));
  link = sections[0]!.link;
  const priced = (await page()).products.filter((p) => p.newPrice !== null);
  [gone, counted, uncounted] = priced.map((p) => p.itemCode) as [string, string, string];
  await setStock(server(), admin, gone, 0);
  await setStock(server(), admin, counted, 5);
});

const IN_STOCK = { available: true, preorder: false };

describe('«Под заказ» (the seed’s choice)', () => {
  test('a product without stock is orderable and marked so on its page, the listing, the basket and the search', async () => {
    expect(await shownAs(gone)).toEqual(Array(4).fill({ available: true, preorder: true }));
    expect(await shownAs(counted)).toEqual(Array(4).fill(IN_STOCK));
    expect(await shownAs(uncounted)).toEqual(Array(4).fill(IN_STOCK));
    expect((await page(ONLY_AVAILABLE)).products.map((p) => p.itemCode)).toContain(gone);
  });

  test('it is ordered at its price', async () => {
    const answer = await place([{ itemCode: gone, count: 1 }]);
    expect(answer.status).toBe(201);
    expect(answer.data.skipped).toEqual([]);
  });
});

describe('«Нет в наличии»', () => {
  let availableBefore: number;
  beforeAll(async () => {
    availableBefore = (await panel()).available;
    await chooseOutOfStock(server(), admin, 'not_available');
  });
  afterAll(() => chooseOutOfStock(server(), admin, 'to_order'));

  test('the next read shows a product without stock as not available everywhere; counted ones stay', async () => {
    expect(await shownAs(gone)).toEqual(Array(4).fill({ available: false, preorder: false }));
    expect(await shownAs(counted)).toEqual(Array(4).fill(IN_STOCK));
    expect(await shownAs(uncounted)).toEqual(Array(4).fill(IN_STOCK));
  });

  test('the «в наличии» filter and its count in the panel leave it out', async () => {
    const kept = (await page(ONLY_AVAILABLE)).products.map((p) => p.itemCode);
    expect(kept).not.toContain(gone);
    expect(kept).toEqual(expect.arrayContaining([counted, uncounted]));
    expect((await panel()).available).toBe(availableBefore - 1);
  });

  test('a buyer ordering it by its item code is refused and nothing is stored', async () => {
    const before = await storedOrders();
    const answer = await place([{ itemCode: gone, count: 3 }]);
    expect([answer.status, answer.data]).toEqual([409, NOTHING_AVAILABLE]);
    expect(await storedOrders()).toBe(before);
  });

  test('beside other products it is left out of the order, and a retry of the order stores nothing new', async () => {
    const before = await storedOrders();
    const key = randomUUID();
    const lines = [
      { itemCode: gone, count: 1 },
      { itemCode: counted, count: 2 },
    ];
    const first = await place(lines, key);
    const retry = await place(lines, key);
    expect(first.status).toBe(201);
    expect(first.data.skipped).toEqual([gone]);
    expect([retry.status, retry.data]).toEqual([201, first.data]);
    expect(await storedOrders()).toBe(before + 1);
    const [stored] = await inspect<{ item_code: string }>(shop.database().env, [
      `SELECT item_code FROM order_items WHERE order_id = ${first.data.orderId}`,
    ]);
    expect(stored?.map((line) => line.item_code)).toEqual([counted]);
  });
});

test('switching back to «Под заказ» shows at the next read again', async () => {
  expect(await shownAs(gone)).toEqual(Array(4).fill({ available: true, preorder: true }));
});
