import { type Category, type Listing, type Product, serverForFile } from './helpers';

const server = serverForFile();
const digits = (price: string | null): number | null =>
  price === null ? null : Number(price.replace(/\D/g, ''));
const ru = new Intl.Collator('ru');

let tree: Category[];
/** The biggest subcategory with second-level sections: several pages even in the small test catalogue. */
let big: Category['subcategories'][number];
beforeAll(async () => {
  tree = await server().getJson<Category[]>('/api/catalog/');
  big = tree
    .flatMap((c) => c.subcategories)
    .filter((s) => s.subcategories.length > 0)
    .sort((a, b) => b.itemsCount - a.itemsCount)[0]!;
});
const api = (link: string) => `/api${link}`;

async function allPages(link: string, sort: string): Promise<Product[]> {
  const first = await server().getJson<Listing>(`${api(link)}/?limit=7&page=1&sort=${sort}`);
  const pages = [first];
  for (let page = 2; page <= first.pagination.totalPages; page++) {
    pages.push(await server().getJson<Listing>(`${api(link)}/?limit=7&page=${page}&sort=${sort}`));
  }
  return pages.flatMap((p) => p.products);
}

describe('listings', () => {
  test('defaults: page 1 of 20, sorted by name, with the pagination the client reads', async () => {
    const listing = await server().getJson<Listing>(api(big.subcategoryLink));
    expect(listing.title).toBe(big.subcategoryName);
    expect(listing.pagination).toEqual({
      page: 1,
      limit: 20,
      total: big.itemsCount,
      totalPages: Math.ceil(big.itemsCount / 20),
    });
    expect(listing.products).toHaveLength(Math.min(20, big.itemsCount));
    const names = listing.products.map((p) => p.name);
    expect(names).toEqual([...names].sort(ru.compare));
    expect(await server().getJson(`${api(big.subcategoryLink)}/?limit=20&page=1&sort=name_asc`)).toEqual(
      listing,
    );
  });

  test('pages cover every item once, in Russian alphabetical order, and name_desc is the reverse', async () => {
    const asc = await allPages(big.subcategoryLink, 'name_asc');
    expect(asc).toHaveLength(big.itemsCount);
    expect(new Set(asc.map((p) => p.itemCode)).size).toBe(big.itemsCount);
    const names = asc.map((p) => p.name);
    expect(names).toEqual([...names].sort(ru.compare));
    const desc = await allPages(big.subcategoryLink, 'name_desc');
    expect(desc.map((p) => p.itemCode)).toEqual(asc.map((p) => p.itemCode).reverse());
  });

  test('price sorts put items without a price last in both directions', async () => {
    for (const [sort, sign] of [
      ['price_asc', 1],
      ['price_desc', -1],
    ] as const) {
      const prices = (await allPages(big.subcategoryLink, sort)).map((p) => digits(p.newPrice));
      const priced = prices.filter((p): p is number => p !== null);
      expect(prices.slice(0, priced.length)).toEqual(priced);
      for (let i = 1; i < priced.length; i++)
        expect(sign * (priced[i]! - priced[i - 1]!)).toBeGreaterThanOrEqual(0);
    }
  });

  test('a subcategory lists the items of its second-level sections; a section lists its own', async () => {
    const all = new Set((await allPages(big.subcategoryLink, 'name_asc')).map((p) => p.itemCode));
    let sum = 0;
    for (const child of big.subcategories) {
      const items = await allPages(child.subcategoryLink, 'price_asc');
      expect(items).toHaveLength(child.itemsCount);
      for (const item of items) expect(all.has(item.itemCode)).toBe(true);
      sum += items.length;
    }
    expect(sum).toBe(all.size);
  });

  test('a page past the end answers empty products with the real totals', async () => {
    const listing = await server().getJson<Listing>(`${api(big.subcategoryLink)}/?limit=20&page=999`);
    expect(listing.products).toEqual([]);
    expect(listing.pagination).toEqual({
      page: 999,
      limit: 20,
      total: big.itemsCount,
      totalPages: Math.ceil(big.itemsCount / 20),
    });
  });

  test('limit 1 and 100 are accepted', async () => {
    expect((await server().getJson<Listing>(`${api(big.subcategoryLink)}?limit=1`)).products).toHaveLength(1);
    const hundred = await server().getJson<Listing>(`${api(big.subcategoryLink)}?limit=100`);
    expect(hundred.products).toHaveLength(Math.min(100, big.itemsCount));
  });

  test.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=2.5', 'limit'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=x', 'page'],
    ['sort=cheapest', 'sort'],
    ['sort=price_asc;drop', 'sort'],
  ])('bad query %s → 400 naming «%s» in Russian', async (query, field) => {
    const answer = await server().request(`${api(big.subcategoryLink)}/?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.data).toEqual({ message: expect.stringContaining(`«${field}»`) });
    expect((answer.data as { message: string }).message).toMatch(/^Некорректное значение/);
  });

  test('unknown or mismatched paths answer 404', async () => {
    for (const path of [
      '/api/catalog/seyfy/net-takogo/',
      '/api/catalog/seyfy/dlya-oruzhiya/net-takogo/',
      '/api/catalog/metallicheskie-shkafy/dlya-oruzhiya/',
      '/api/catalog/SEYFY/DLYA-ORUZHIYA/',
    ]) {
      const answer = await server().request(path);
      expect({ path, status: answer.status, data: answer.data }).toEqual({
        path,
        status: 404,
        data: { message: 'Раздел каталога не найден' },
      });
    }
  });

  test('answers carry an ETag and a short public lifetime; a matching If-None-Match gets 304', async () => {
    const url = `${api(big.subcategoryLink)}/?limit=20&page=2&sort=price_desc`;
    const first = await server().request(url);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=60\b/);
    const again = await server().request(url, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    const other = await server().request(`${api(big.subcategoryLink)}/?limit=20&page=1&sort=price_desc`, {
      headers: { 'if-none-match': etag! },
    });
    expect(other.status).toBe(200);
  });
});
