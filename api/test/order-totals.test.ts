// The basket and order pages sum the stored entries with `basketTotals`; the server prices the order from
// its own data. This file places orders over HTTP and checks that the two agree to the rouble.
import type { OrdersResponse, SendOrderResponse } from '@shop/shared/contract';
import { basketTotals, vatOf } from '@shop/shared/domain';
import type { Category, Listing, Product } from './helpers';
import { type Buyer, buyerAndItems, order, send, withShopServer } from './shop-helpers';

const shop = withShopServer();
const server = () => shop.server();

/** A basket entry as the pages keep it: the product's display prices and a count. */
const entry = (product: Product, count: number) => ({ ...product, count });
const rubles = (product: Product): number => Number((product.newPrice ?? '').replace(/\D/g, ''));

let priced: Product[];
let unpriced: Product[];
let buyer: Buyer;
beforeAll(async () => {
  ({ priced, unpriced, buyer } = await buyerAndItems(server()));
});

describe('the basket sums equal what the server charges', () => {
  test.each([
    ['one item', [1]],
    ['several items and counts', [3, 1, 2, 7, 999]],
  ])('%s', async (_case, counts) => {
    const basket = counts.map((count, index) => entry(priced[index]!, count));
    const totals = basketTotals(basket);

    const answer = await send<SendOrderResponse>(server(), 'POST', '/api/user/sendOrder', {
      body: order(basket.map(({ itemCode, count }) => ({ itemCode, count }))),
      token: buyer.accessToken,
    });

    expect(answer.status).toBe(201);
    expect(answer.data.totalPrice).toBe(totals.total);
    expect(vatOf(answer.data.totalPrice)).toBe(totals.vat);
    // The order as the orders page lists it sums to the same amounts.
    const { data } = await send<OrdersResponse>(server(), 'GET', '/api/user/orders', {
      token: buyer.accessToken,
    });
    const listed = data.orders.find((placed) => placed.id === answer.data.orderId);
    expect(listed?.totalPrice).toBe(totals.total);
    expect(basketTotals(listed?.items ?? [])).toEqual(totals);
  });

  test('the dearest items × 999 are charged in full, past the 32-bit range', async () => {
    const tree = await server().getJson<Category[]>('/api/catalog/');
    const firsts = await Promise.all(
      tree
        .flatMap((c) => c.subcategories)
        .map(async ({ subcategoryLink }) => {
          const url = `/api${subcategoryLink}/?sort=price_desc&limit=10&available=1`;
          return (await server().getJson<Listing>(url)).products;
        }),
    );
    const dearest = firsts
      .flat()
      .sort((a, b) => rubles(b) - rubles(a))
      .slice(0, 20);
    const basket = dearest.map((product) => entry(product, 999));
    const totals = basketTotals(basket);
    expect(totals.total).toBeGreaterThan(2 ** 31);
    const answer = await send<SendOrderResponse>(server(), 'POST', '/api/user/sendOrder', {
      body: order(basket.map(({ itemCode, count }) => ({ itemCode, count }))),
      token: buyer.accessToken,
    });
    expect({ status: answer.status, total: answer.data.totalPrice }).toEqual({
      status: 201,
      total: totals.total,
    });
    const { data } = await send<OrdersResponse>(server(), 'GET', '/api/user/orders', {
      token: buyer.accessToken,
    });
    expect(data.orders.find((placed) => placed.id === answer.data.orderId)?.totalPrice).toBe(totals.total);
  });

  test('an item without a price counts for nothing on the page and is skipped by the server', async () => {
    const [withPrice] = priced as [Product];
    const [withoutPrice] = unpriced as [Product];
    const sold = [entry(withPrice, 2)];
    const answer = await send<SendOrderResponse>(server(), 'POST', '/api/user/sendOrder', {
      body: order([
        { itemCode: withPrice.itemCode, count: 2 },
        { itemCode: withoutPrice.itemCode, count: 4 },
      ]),
    });
    expect(answer.data.totalPrice).toBe(basketTotals(sold).total);
    expect(answer.data.skipped).toEqual([withoutPrice.itemCode]);
  });
});
