import { SPEC_PATHS } from '../src/seed/taxonomy';
import { type Category, type Item, type Listing, type Product, readOnlyServer } from './helpers';
import { metric } from './support/metrics';

// The catalogue calls of spec section 7 over HTTP: tree, menu, category, listings, item, pictures.
const server = readOnlyServer();
const priceOrNull = (price: string | null): number | null =>
  price === null ? null : Number(price.replace(/\D/g, ''));
const amount = (price: string | null): number => Number(price?.replace(/\D/g, ''));

describe('category tree', () => {
  test('GET /api/catalog/ and /api/catalog/menu/ answer the same tree, with and without the trailing slash', async () => {
    const tree = await server().getJson<Category[]>('/api/catalog/');
    expect(await server().getJson('/api/catalog')).toEqual(tree);
    expect(await server().getJson('/api/catalog/menu/')).toEqual(tree);
    expect(await server().getJson('/api/catalog/menu')).toEqual(tree);
    expect(tree.length).toBeGreaterThanOrEqual(10);
    expect(tree.length).toBeLessThanOrEqual(15);
    for (const category of tree) {
      expect(category).toEqual({
        _id: expect.any(String),
        categoryName: expect.stringMatching(/^[А-ЯЁ]/),
        categoryLink: expect.stringMatching(/^\/catalog\/[a-z0-9-]+$/),
        categoryImg: expect.stringMatching(/^\/api\/catalog\/images\/.+\.svg$/),
        subcategories: expect.any(Array),
      });
      expect(category.subcategories.length).toBeGreaterThanOrEqual(3);
      for (const sub of category.subcategories) {
        expect(sub.subcategoryLink.startsWith(`${category.categoryLink}/`)).toBe(true);
        expect(sub.itemsCount).toBeGreaterThan(0);
        expect(sub.imageSrc).toMatch(/^\/api\/catalog\/images\/.+\.svg$/);
        for (const child of sub.subcategories) {
          expect(child.subcategoryLink.startsWith(`${sub.subcategoryLink}/`)).toBe(true);
        }
      }
    }
  });

  test('a subcategory counts the items of its second-level sections', async () => {
    const tree = await server().getJson<Category[]>('/api/catalog/');
    const withChildren = tree.flatMap((c) => c.subcategories).filter((s) => s.subcategories.length > 0);
    expect(withChildren.length).toBeGreaterThan(0);
    for (const sub of withChildren) {
      expect(sub.itemsCount).toBe(sub.subcategories.reduce((sum, child) => sum + child.itemsCount, 0));
    }
    const total = tree.flatMap((c) => c.subcategories).reduce((sum, s) => sum + s.itemsCount, 0);
    expect(total).toBe(400);
  });

  test('GET /api/catalog/{slug}/ answers that category with its subcategories', async () => {
    const tree = await server().getJson<Category[]>('/api/catalog/');
    const seyfy = await server().getJson<Category>('/api/catalog/seyfy/');
    expect(seyfy).toEqual(tree.find((c) => c.categoryLink === '/catalog/seyfy'));
    expect(seyfy.categoryName).toBe('Сейфы');
    expect(seyfy.subcategories.map((s) => s.subcategoryLink)).toContain('/catalog/seyfy/dlya-oruzhiya');
  });

  test('every catalogue path the spec names exists', async () => {
    for (const path of SPEC_PATHS) {
      const url = `/api/catalog/${path}/`;
      const response = await server().request(url);
      expect({ url, status: response.status }).toEqual({ url, status: 200 });
      if (path.includes('/')) expect((response.data as Listing).products.length).toBeGreaterThan(0);
    }
  });

  test('an unknown category answers 404 with a Russian message', async () => {
    for (const url of [
      '/api/catalog/net-takoy/',
      '/api/catalog/%D1%81%D0%B5%D0%B9%D1%84/',
      '/api/catalog/item',
    ]) {
      const response = await server().request(url);
      expect(response.status).toBe(404);
      expect(response.data).toEqual({ message: expect.stringMatching(/не найден/) });
    }
  });
});

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
      const prices = (await allPages(big.subcategoryLink, sort)).map((p) => priceOrNull(p.newPrice));
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

  test('a page the cache does not hold costs the database one statement, from either end, filtered or not', async () => {
    const sum = () => metric(server(), 'shop_catalog_statements_sum', { call: 'listing' });
    const count = () => metric(server(), 'shop_catalog_statements_count', { call: 'listing' });
    const [sumBefore, countBefore] = [await sum(), await count()];
    const queries = [
      '?limit=13&page=1&sort=price_desc',
      `?limit=13&page=${Math.ceil(big.itemsCount / 13)}&sort=name_asc`,
      '?limit=13&page=2&sort=price_asc&price_from=1&available=1',
      '?limit=13&page=999',
      '?limit=100&page=1000000', // the furthest page the contract allows: an offset near 10⁸
    ];
    for (const query of queries) {
      expect((await server().request(`${api(big.subcategoryLink)}/${query}`)).status).toBe(200);
    }
    expect({ answers: (await count()) - countBefore, statements: (await sum()) - sumBefore }).toEqual({
      answers: queries.length,
      statements: queries.length,
    });
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

const PRICE = /^\d{1,3}( \d{3})* руб\.$/;

let listed: Product[];
beforeAll(async () => {
  const tree = await server().getJson<Category[]>('/api/catalog/');
  const link = tree[0]!.subcategories[0]!.subcategoryLink;
  listed = (await server().getJson<Listing>(`/api${link}/?limit=100&sort=price_asc`)).products;
});

describe('GET /api/catalog/item/{itemCode}/', () => {
  test('answers the product with images, props, dimensions and weight, with or without the slash', async () => {
    const code = listed[0]!.itemCode;
    const product = await server().getJson<Item>(`/api/catalog/item/${code}/`);
    expect(await server().getJson(`/api/catalog/item/${code}`)).toEqual(product);
    expect(product).toMatchObject({
      name: listed[0]!.name,
      itemCode: code,
      link: `/catalog/product?productCode=${code}`,
      newPrice: expect.stringMatching(PRICE),
      available: true,
      dimensions: expect.stringMatching(/^\d{1,3}( \d{3})?×\d{1,3}( \d{3})?×\d{1,3}( \d{3})? мм$/),
      weight: expect.any(Number),
    });
    expect(product.weight).toBeGreaterThan(0);
    expect(product.images!.length).toBeGreaterThanOrEqual(1);
    expect(product.images![0]).toBe(product.image);
    expect(product.props.length).toBeGreaterThanOrEqual(4);
    for (const prop of product.props)
      expect(prop).toEqual({ key: expect.any(String), value: expect.any(String) });
    // The listing shows the same product, without the image gallery, the description and the breadcrumbs' sections.
    expect(product.sections.length).toBeGreaterThanOrEqual(2);
    expect(product.description).toEqual(expect.any(String));
    const { images: _images, sections: _sections, description: _description, ...rest } = product;
    expect(listed[0]).toEqual(rest);
  });

  // A product page asked once (the server renders it with this answer) costs PGlite's one thread these.
  test('a product the cache does not hold costs the database one statement: its row with its description and sections', async () => {
    const sum = () => metric(server(), 'shop_catalog_statements_sum', { call: 'item' });
    const count = () => metric(server(), 'shop_catalog_statements_count', { call: 'item' });
    const [sumBefore, countBefore] = [await sum(), await count()];
    const codes = listed.slice(40, 43).map((product) => product.itemCode);
    for (const code of codes) expect((await server().request(`/api/catalog/item/${code}`)).status).toBe(200);
    expect({ answers: (await count()) - countBefore, statements: (await sum()) - sumBefore }).toEqual({
      answers: codes.length,
      statements: codes.length,
    });
  });

  test('an old price comes with the discount in roubles and per cent', async () => {
    const discounted = listed.find((p) => p.oldPrice !== null)!;
    const product = await server().getJson<Product>(`/api/catalog/item/${discounted.itemCode}`);
    expect(product.oldPrice).toMatch(PRICE);
    expect(amount(product.oldPrice)).toBeGreaterThan(amount(product.newPrice));
    expect(product.discount).toBe(amount(product.oldPrice) - amount(product.newPrice));
    expect(product.discountPercentage).toBe(Math.round((product.discount / amount(product.oldPrice)) * 100));
  });

  test('an item without a price is not available and has no prices', async () => {
    const tree = await server().getJson<Category[]>('/api/catalog/');
    let unpriced: Product | undefined;
    for (const sub of tree.flatMap((c) => c.subcategories)) {
      const listing = await server().getJson<Listing>(
        `/api${sub.subcategoryLink}/?limit=100&sort=price_desc`,
      );
      unpriced = listing.products.find((p) => p.newPrice === null);
      if (unpriced) break;
    }
    const product = await server().getJson<Product>(`/api/catalog/item/${unpriced!.itemCode}`);
    expect(product).toMatchObject({ newPrice: null, oldPrice: null, available: false, discount: 0 });
  });

  test('an unknown or impossible item code answers 404; an absurdly long one 400', async () => {
    for (const code of ['999999', 'abc', '%27%20OR%201%3D1', '%00', '..%2F..%2Fetc']) {
      const answer = await server().request(`/api/catalog/item/${code}/`);
      expect({ code, status: answer.status, data: answer.data }).toEqual({
        code,
        status: 404,
        data: { message: 'Товар не найден' },
      });
    }
    const long = await server().request(`/api/catalog/item/${'1'.repeat(150)}/`);
    expect(long.status).toBe(400);
    expect(long.data).toEqual({ message: expect.stringMatching(/^Некорректное значение «itemCode»/) });
  });
});

describe('GET /api/catalog/items/?codes=', () => {
  test('answers the known items in the order asked, each as the listing shows it, leaving out unknown codes', async () => {
    const [first, second] = [listed[1]!, listed[0]!];
    const { items } = await server().getJson<{ items: Product[] }>(
      `/api/catalog/items/?codes=${first.itemCode},999999,abc,${second.itemCode},${first.itemCode}`,
    );
    expect(items).toEqual([first, second]);
  });

  test('no codes or more codes than one order may hold answer 400 in Russian', async () => {
    for (const query of ['', '?codes=', '?codes=,,']) {
      const answer = await server().request(`/api/catalog/items/${query}`);
      expect({ query, status: answer.status }).toEqual({ query, status: 400 });
      expect(answer.data).toEqual({ message: expect.stringMatching(/[а-я]/) });
    }
    const codes = Array.from({ length: 101 }, (_, i) => String(100000 + i)).join(',');
    expect(await server().request(`/api/catalog/items/?codes=${codes}`)).toMatchObject({
      status: 400,
      data: { message: 'Не более 100 кодов товаров за один запрос' },
    });
  });
});

describe('product pictures', () => {
  test('every picture of a product is an SVG drawn by the server, cacheable for a day', async () => {
    const product = await server().getJson<Product>(`/api/catalog/item/${listed[1]!.itemCode}`);
    for (const src of product.images!) {
      const answer = await server().request(src);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(answer.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
    }
    const category = (await server().getJson<Category[]>('/api/catalog/'))[0]!;
    expect((await server().request(category.categoryImg)).status).toBe(200);
  });

  test('names that are not our pictures answer 404', async () => {
    for (const name of [
      'dragon-1-1.svg',
      'safe-99-1.svg',
      'safe-1-4.svg',
      'safe-1-1.png',
      'safe-1-1.svg.exe',
    ]) {
      const answer = await server().request(`/api/catalog/images/${name}`);
      expect({ name, status: answer.status, data: answer.data }).toEqual({
        name,
        status: 404,
        data: { message: 'Изображение не найдено' },
      });
    }
  });
});
