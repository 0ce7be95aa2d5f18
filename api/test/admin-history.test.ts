import type { PriceChangeResponse, PriceChangesResponse, RevertResponse } from '@shop/shared/contract';
import type { Category, Listing, Product } from './helpers';
import { adminToken, type Buyer, newBuyer, send, withShopServer } from './shop-helpers';

const shop = withShopServer();
const server = () => shop.server();

let admin: string;
let buyer: Buyer;
let tree: Category[];
beforeAll(async () => {
  admin = await adminToken(server());
  buyer = await newBuyer(server());
  tree = await server().getJson<Category[]>('/api/catalog/');
});

const post = <T>(pathname: string, body: unknown, token: string | undefined = admin) =>
  send<T>(server(), 'POST', `/api/admin/${pathname}`, { body, token });
const history = (page: number | string, token: string | undefined = admin) =>
  send<PriceChangesResponse>(server(), 'GET', `/api/admin/priceChanges/?page=${page}`, { token });
const revert = (id: number, token: string | undefined = admin) =>
  post<RevertResponse>(`priceChanges/${id}/revert/`, {}, token);
const rub = (display: string | null) => (display === null ? null : Number(display.replace(/\D/g, '')));
/** The public listing call, as a shopper's browser makes it. */
const listing = async (link: string) =>
  (await server().getJson<Listing>(`/api${link}?limit=100&sort=name_asc`)).products;
const prices = (products: Product[]) =>
  Object.fromEntries(products.map((p) => [p.itemCode, [rub(p.newPrice), rub(p.oldPrice)]]));

/** A second-level section (its path segments and listing link) with a few priced items. */
function section(index: number) {
  const sections = tree.flatMap((c) => c.subcategories.flatMap((s) => s.subcategories));
  const link = sections[index]!.subcategoryLink;
  const [, , c, s1, s2] = link.split('/');
  return { link, call: `${c}/${s1}/${s2}/updatePrices/` };
}

describe('who may read the history and revert', () => {
  test('401 anonymous, 403 buyer, on both calls', async () => {
    for (const answer of [await history(1, ''), await revert(1, '')]) {
      expect({ status: answer.status, body: answer.data }).toEqual({
        status: 401,
        body: { message: 'Требуется вход в систему' },
      });
    }
    for (const answer of [await history(1, buyer.accessToken), await revert(1, buyer.accessToken)]) {
      expect({ status: answer.status, body: answer.data }).toEqual({
        status: 403,
        body: { message: 'Недостаточно прав: нужна роль администратора' },
      });
    }
  });
});

describe('preview and revert', () => {
  test('a dry run answers the count, the sums before and after and a few examples, and changes nothing', async () => {
    const { link, call } = section(0);
    const before = await listing(link);
    const dry = await post<PriceChangeResponse>(call, { percentage: 10, dryRun: true });
    expect(dry.status).toBe(200);
    // An item without a price may still have an old price, which changes too.
    const moving = before.filter((p) => p.newPrice !== null || p.oldPrice !== null);
    const price = (p: Product) => rub(p.newPrice) ?? 0;
    const after = (p: Product) => (p.newPrice === null ? null : Math.round(price(p) * 1.1));
    expect(dry.data).toMatchObject({
      dryRun: true,
      changeId: null,
      itemsChanged: moving.length,
      sumBefore: moving.reduce((sum, p) => sum + price(p), 0),
      sumAfter: moving.reduce((sum, p) => sum + (after(p) ?? 0), 0),
    });
    expect(dry.data.examples).toHaveLength(Math.min(5, moving.length));
    for (const example of dry.data.examples) {
      const product = moving.find((p) => p.itemCode === example.itemCode)!;
      expect(example).toEqual({
        itemCode: product.itemCode,
        name: product.name,
        priceBefore: rub(product.newPrice),
        priceAfter: after(product),
      });
    }
    expect(await listing(link)).toEqual(before);
    expect((await history(1)).data.pagination.total).toBe(0);
  });

  test('the public listing shows a change at once; a revert puts back exactly the items not changed since, once', async () => {
    const { link, call } = section(1);
    const before = await listing(link); // now in the API's answer cache
    const priced = before.filter((p) => p.newPrice !== null || p.oldPrice !== null);
    expect(priced.filter((p) => p.newPrice !== null).length).toBeGreaterThanOrEqual(2);

    const change = await post<PriceChangeResponse>(call, { percentage: 10 });
    expect(change.data).toMatchObject({ dryRun: false, itemsChanged: priced.length });
    const changed = await listing(link);
    for (const [i, p] of before.entries()) {
      if (p.newPrice !== null) expect(rub(changed[i]!.newPrice)).toBe(Math.round(rub(p.newPrice)! * 1.1));
    }

    // Changed again since: this item must keep its newer price.
    const again = priced.find((p) => p.newPrice !== null)!;
    await post(`updatePrice/${again.itemCode}/`, { percentage: 5 });
    const newer = rub((await listing(link)).find((p) => p.itemCode === again.itemCode)!.newPrice);

    const undone = await revert(change.data.changeId!);
    expect(undone.status).toBe(200);
    expect(undone.data).toMatchObject({
      itemsRestored: priced.length - 1,
      skippedCount: 1,
      skipped: [{ itemCode: again.itemCode, name: again.name }],
    });
    expect(undone.data.message).toMatch(new RegExp(`^Изменение №${change.data.changeId} отменено`));
    const restored = await listing(link);
    const expected = prices(before);
    expected[again.itemCode] = [newer, rub(restored.find((p) => p.itemCode === again.itemCode)!.oldPrice)];
    expect(prices(restored)).toEqual(expected);
    expect(rub(restored.find((p) => p.itemCode === again.itemCode)!.newPrice)).toBe(newer);

    const twice = await revert(change.data.changeId!);
    expect(twice.status).toBe(409);
    expect(twice.data.message).toMatch(/уже отменено/);
    expect(prices(await listing(link))).toEqual(expected);
    expect((await revert(999_999)).status).toBe(404);
    expect((await revert(0)).status).toBe(400);

    // The revert is a change of its own, and it can be reverted in turn.
    const redo = await revert(undone.data.changeId);
    expect(redo.data.itemsRestored).toBe(priced.length - 1);
    const redone = prices(changed);
    redone[again.itemCode] = expected[again.itemCode]!;
    expect(prices(await listing(link))).toEqual(redone);
  });
});

describe('the history', () => {
  test('newest first, twenty a page: who, when, scope, percentage, items, reverts', async () => {
    const { changes, pagination } = (await history(1)).data;
    // From the test above: the change, the item change, its revert and the revert of the revert.
    const [redo, undo, item, change] = changes;
    expect(pagination).toEqual({ page: 1, limit: 20, total: 4, totalPages: 1 });
    expect(change).toMatchObject({
      admin: { name: 'Администратор', email: 'admin@shop.test' },
      scope: section(1).link.replace('/catalog/', ''),
      percentage: 10,
      revertOf: null,
      revertedBy: undo!.id,
    });
    expect(item).toMatchObject({ scope: expect.stringMatching(/^item:/), percentage: 5, itemsChanged: 1 });
    expect(undo).toMatchObject({ percentage: null, revertOf: change!.id, revertedBy: redo!.id });
    expect(redo).toMatchObject({ revertOf: undo!.id, revertedBy: null });
    expect(Date.parse(change!.createdAt)).toBeGreaterThan(Date.now() - 10 * 60_000);

    const code = (await listing(section(2).link)).find((p) => p.newPrice !== null)!.itemCode;
    for (let i = 0; i < 19; i++) await post(`updatePrice/${code}/`, { percentage: i % 2 ? 1 : -1 });
    const first = (await history(1)).data;
    const second = (await history(2)).data;
    expect(first.pagination).toEqual({ page: 1, limit: 20, total: 23, totalPages: 2 });
    expect(first.changes).toHaveLength(20);
    expect(second.changes).toHaveLength(3);
    const ids = [...first.changes, ...second.changes].map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(23);
    expect(second.changes.at(-1)!.id).toBe(change!.id);
    expect((await history(3)).data.changes).toEqual([]);
    for (const page of [0, -1, 'abc']) expect((await history(page)).status).toBe(400);
  });
});
