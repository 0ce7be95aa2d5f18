import { type Category, type Listing, type Product, serverForFile } from './helpers';

const server = serverForFile();
const PRICE = /^\d{1,3}( \d{3})* руб\.$/;
const digits = (price: string | null): number => Number(price?.replace(/\D/g, ''));

let listed: Product[];
beforeAll(async () => {
  const tree = await server().getJson<Category[]>('/api/catalog/');
  const link = tree[0]!.subcategories[0]!.subcategoryLink;
  listed = (await server().getJson<Listing>(`/api${link}/?limit=100&sort=price_asc`)).products;
});

describe('GET /api/catalog/item/{itemCode}/', () => {
  test('answers the product with images, props, dimensions and weight, with or without the slash', async () => {
    const code = listed[0]!.itemCode;
    const product = await server().getJson<Product>(`/api/catalog/item/${code}/`);
    expect(await server().getJson(`/api/catalog/item/${code}`)).toEqual(product);
    expect(product).toMatchObject({
      name: listed[0]!.name,
      itemCode: code,
      link: `/catalog/product?productCode=${code}`,
      newPrice: expect.stringMatching(PRICE),
      available: true,
      dimensions: expect.stringMatching(/^\d+×\d+×\d+ мм$/),
      weight: expect.any(Number),
    });
    expect(product.weight).toBeGreaterThan(0);
    expect(product.images!.length).toBeGreaterThanOrEqual(1);
    expect(product.images![0]).toBe(product.image);
    expect(product.props.length).toBeGreaterThanOrEqual(4);
    for (const prop of product.props)
      expect(prop).toEqual({ key: expect.any(String), value: expect.any(String) });
    // The listing shows the same product, without the image gallery.
    const { images: _images, ...rest } = product;
    expect(listed[0]).toEqual(rest);
  });

  test('an old price comes with the discount in roubles and per cent', async () => {
    const discounted = listed.find((p) => p.oldPrice !== null)!;
    const product = await server().getJson<Product>(`/api/catalog/item/${discounted.itemCode}`);
    expect(product.oldPrice).toMatch(PRICE);
    expect(digits(product.oldPrice)).toBeGreaterThan(digits(product.newPrice));
    expect(product.discount).toBe(digits(product.oldPrice) - digits(product.newPrice));
    expect(product.discountPercentage).toBe(Math.round((product.discount / digits(product.oldPrice)) * 100));
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
