import fc from 'fast-check';
import type { ListingFiltersResponse, SearchResponse } from '@shop/shared/contract';
import { ENDPOINTS, type ListingFilters, MAX_FILTER_VALUES } from '@shop/shared/domain';
import { expectEach, heightOf, type Listing, type Product, readOnlyServer } from './helpers';

// Listing filters and the panel's counts (issue 14) over HTTP, on the gun-safe section of the test catalogue.
const server = readOnlyServer();
const SECTION = '/catalog/seyfy/dlya-oruzhiya';
const LOCK = 'Тип замка';

const rub = (price: string | null): number | null =>
  price === null ? null : Number(price.replace(/\D/g, ''));
const prop = (product: Product, key: string) => product.props.find((p) => p.key === key)?.value;
const number = (value: string | undefined) => Number(value?.replace(',', '.').match(/^[\d.]+/)?.[0]);

/** Every item of the listing with `filters` (pages of 100). */
async function listed(
  filters: ListingFilters,
  path = SECTION,
): Promise<{ total: number; products: Product[] }> {
  const url = (page: number) =>
    `/api${ENDPOINTS.listing(path, { limit: 100, page, sort: 'price_asc', filters })}`;
  const first = await server().getJson<Listing>(url(1));
  const products = [...first.products];
  for (let page = 2; page <= first.pagination.totalPages; page++) {
    products.push(...(await server().getJson<Listing>(url(page))).products);
  }
  expect(products).toHaveLength(first.pagination.total);
  return { total: first.pagination.total, products };
}
const facets = (filters: ListingFilters, path = SECTION) =>
  server().getJson<ListingFiltersResponse>(`/api${ENDPOINTS.listingFilters(path, filters)}`);
const values = (answer: ListingFiltersResponse, key: string) => {
  const facet = answer.props.find((p) => p.key === key);
  if (facet?.type !== 'values') throw new Error(`${key} is not a list of values`);
  return facet.values;
};

describe('what the panel offers', () => {
  test('the keys that vary in the section, the ones shoppers choose by first, with values or ranges', async () => {
    const answer = await facets({ props: {} });
    const all = await listed({ props: {} });
    expect(answer.total).toBe(all.total);
    expect(answer.props.slice(0, 2).map((p) => p.key)).toEqual(['Вместимость', LOCK]);
    // Every gun safe meets the same requirement: nothing to choose, so not offered.
    expect(answer.props.map((p) => p.key)).not.toContain('Соответствие');
    expect(answer.props.find((p) => p.key === 'Вместимость')).toEqual({
      type: 'range',
      key: 'Вместимость',
      unit: 'ед. оружия',
      min: Math.min(...all.products.map((p) => number(prop(p, 'Вместимость')))),
      max: Math.max(...all.products.map((p) => number(prop(p, 'Вместимость')))),
    });
    const locks = values(answer, LOCK);
    expect(locks.reduce((sum, v) => sum + v.count, 0)).toBe(all.total);
    const prices = all.products.map((p) => rub(p.newPrice)).filter((p): p is number => p !== null);
    expect(answer.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
    expect(answer.available).toBe(prices.length);
  });

  test('counts equal the totals of listings with the same filters, each key counted without its own choice', async () => {
    const start = await facets({ props: {} });
    const lock = values(start, LOCK)[0]!.value;
    const priceTo = Math.round((start.price.min! + start.price.max!) / 2);
    const chosen: ListingFilters = { priceTo, props: { [LOCK]: [lock] } };
    const answer = await facets(chosen);
    expect(answer.total).toBe((await listed(chosen)).total);
    expect(answer.total).toBeGreaterThan(0);
    for (const { value, count } of values(answer, LOCK)) {
      expect({ value, count }).toEqual({
        value,
        count: (await listed({ priceTo, props: { [LOCK]: [value] } })).total,
      });
    }
    for (const { value, count } of values(answer, 'Трейзер')) {
      const withValue = { ...chosen, props: { ...chosen.props, Трейзер: [value] } };
      expect({ value, count }).toEqual({ value, count: (await listed(withValue)).total });
    }
    expect(answer.available).toBe((await listed({ ...chosen, available: true })).total);
    // The price range is over the items of the other filters: the chosen limit does not narrow it.
    const lockOnly = await listed({ props: { [LOCK]: [lock] } });
    const prices = lockOnly.products.map((p) => rub(p.newPrice)).filter((p): p is number => p !== null);
    expect(answer.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
  });
});

describe('each kind of filter', () => {
  test('price from and to, availability', async () => {
    const { price } = await facets({ props: {} });
    const priceFrom = price.min! + Math.round((price.max! - price.min!) / 4);
    const priceTo = price.max! - Math.round((price.max! - price.min!) / 4);
    const { products } = await listed({ priceFrom, priceTo, props: {} });
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) expect(rub(p.newPrice)).toBeGreaterThanOrEqual(priceFrom);
    for (const p of products) expect(rub(p.newPrice)).toBeLessThanOrEqual(priceTo);
    const inStock = await listed({ available: true, props: {} });
    expectEach(
      inStock.products,
      (p) => p.available,
      (p) => p.itemCode,
    );
    expect(inStock.total).toBeLessThan((await listed({ props: {} })).total);
  });

  test('an item priced exactly at either end of the range is kept', async () => {
    const { products } = await listed({ props: {} });
    const item = products.find((p) => p.newPrice !== null)!;
    const price = rub(item.newPrice)!;
    for (const range of [{ priceFrom: price }, { priceTo: price }, { priceFrom: price, priceTo: price }]) {
      const { products: inRange } = await listed({ ...range, props: {} });
      expect({ range, found: inRange.some((p) => p.itemCode === item.itemCode) }).toEqual({
        range,
        found: true,
      });
    }
    const below = await listed({ priceTo: price - 1, props: {} });
    expect(below.products.some((p) => p.itemCode === item.itemCode)).toBe(false);
  });

  test('values of one characteristic are any-of, different characteristics all-of', async () => {
    const [a, b] = values(await facets({ props: {} }), LOCK).map((v) => v.value);
    const either = await listed({ props: { [LOCK]: [a!, b!] } });
    expect(new Set(either.products.map((p) => prop(p, LOCK)))).toEqual(new Set([a, b]));
    expect(either.total).toBe(
      (await listed({ props: { [LOCK]: [a!] } })).total + (await listed({ props: { [LOCK]: [b!] } })).total,
    );
    const both = await listed({ props: { [LOCK]: [a!], Трейзер: ['Есть'] } });
    expectEach(
      both.products,
      (p) => prop(p, LOCK) === a && prop(p, 'Трейзер') === 'Есть',
      (p) => p.itemCode,
    );
  });

  test('numeric characteristics and dimensions as ranges, either end open', async () => {
    const capacity = await listed({ props: { Вместимость: ['3-5'] } });
    expectEach(
      capacity.products.map((p) => number(prop(p, 'Вместимость'))),
      (n) => n >= 3 && n <= 5,
    );
    const low = await listed({ props: { Высота: ['-1000.5'] } });
    expectEach(
      low.products,
      (p) => heightOf(p) <= 1000,
      (p) => p.dimensions,
    );
    const barrel = await listed({ props: { 'Максимальная длина ствола': ['1200-'] } });
    expectEach(
      barrel.products,
      (p) => number(prop(p, 'Максимальная длина ствола')) >= 1200,
      (p) => p.itemCode,
    );
  });

  test('a level-1 listing filters the items of its level-2 sections too', async () => {
    const [lock] = values(await facets({ props: {} }), LOCK).map((v) => v.value);
    const filters = { props: { [LOCK]: [lock!] } };
    const children = await Promise.all(
      ['oruzheynye-shkafy', 'oruzheynye-seyfy'].map(async (slug) =>
        server().request<Listing>(
          `/api${ENDPOINTS.listing(`${SECTION}/${slug}`, { limit: 1, page: 1, sort: 'name_asc', filters })}`,
        ),
      ),
    );
    const sum = children.filter((c) => c.status === 200).reduce((s, c) => s + c.data.pagination.total, 0);
    expect(sum).toBeGreaterThan(0);
    expect((await listed(filters)).total).toBeGreaterThanOrEqual(sum);
  });

  test('nothing matching: an empty page with totalPages 0, and zero counts', async () => {
    const none: ListingFilters = { priceFrom: 999_999_999, props: {} };
    const listing = await server().getJson<Listing>(
      `/api${ENDPOINTS.listing(SECTION, { limit: 20, page: 1, sort: 'name_asc', filters: none })}`,
    );
    expect(listing.products).toEqual([]);
    expect(listing.pagination).toEqual({ page: 1, limit: 20, total: 0, totalPages: 0 });
    const answer = await facets(none);
    expect(answer.total).toBe(0);
    expectEach(values(answer, LOCK), (v) => v.count === 0);
  });
});

describe('filters on the search results page', () => {
  const QUERY = 'сейф';
  type Found = { total: number; products: Product[] };
  /** Every match of the search with `filters` (pages of 50, the most one answer holds). */
  async function searched(filters: ListingFilters, query = QUERY): Promise<Found> {
    const url = (page: number) => `/api${ENDPOINTS.search(query, 50, { page, sort: 'price_asc', filters })}`;
    const first = await server().getJson<SearchResponse>(url(1));
    const products = [...first.results];
    for (let page = 2; page <= Math.ceil(first.total / 50); page++) {
      products.push(...(await server().getJson<SearchResponse>(url(page))).results);
    }
    expect(products).toHaveLength(first.total);
    return { total: first.total, products };
  }
  const searchFacets = (filters: ListingFilters, query = QUERY) =>
    server().getJson<ListingFiltersResponse>(`/api${ENDPOINTS.searchFilters(query, filters)}`);

  test('the keys most matches have, with counts equal to the totals of searches with the same filters', async () => {
    const start = await searchFacets({ props: {} });
    const all = await searched({ props: {} });
    expect(start.total).toBe(all.total);
    expect(start.total).toBeGreaterThan(20);
    for (const facet of start.props.filter((p) => p.type === 'values')) {
      const having = all.products.filter((p) => prop(p, facet.key) !== undefined).length;
      expect({ key: facet.key, most: having >= all.total / 2 }).toEqual({ key: facet.key, most: true });
    }
    const locks = values(start, LOCK);
    const lock = locks.find((v) => v.count > 0)!.value;
    const priceTo = Math.round((start.price.min! + start.price.max!) / 2);
    const chosen: ListingFilters = { priceTo, props: { [LOCK]: [lock] } };
    const answer = await searchFacets(chosen);
    const narrowed = await searched(chosen);
    expect(answer.total).toBe(narrowed.total);
    expect(narrowed.total).toBeGreaterThan(0);
    expect(narrowed.total).toBeLessThan(all.total);
    for (const p of narrowed.products) {
      expect({ lock: prop(p, LOCK), cheap: rub(p.newPrice)! <= priceTo }).toEqual({ lock, cheap: true });
    }
    for (const { value, count } of values(answer, LOCK)) {
      expect({ value, count }).toEqual({
        value,
        count: (await searched({ priceTo, props: { [LOCK]: [value] } })).total,
      });
    }
    expect(answer.available).toBe((await searched({ ...chosen, available: true })).total);
  });

  test('a filter matching nothing answers no results and the real count 0; the sort still applies', async () => {
    const none = await server().getJson<SearchResponse>(
      `/api${ENDPOINTS.search(QUERY, 20, { page: 1, sort: 'price_asc', filters: { priceFrom: 999_999_999, props: {} } })}`,
    );
    expect({ results: none.results, total: none.total }).toEqual({ results: [], total: 0 });
    const cheapFirst = await searched({ available: true, props: {} });
    const prices = cheapFirst.products.map((p) => rub(p.newPrice)!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test('bad filters answer 400 with a Russian message on both calls', async () => {
    const f = (key: string, value: string) => `f.${encodeURIComponent(key)}=${encodeURIComponent(value)}`;
    for (const [query, message] of [
      [f('Цвет корпуса', 'Красный'), /Среди найденных товаров нет характеристики «Цвет корпуса»/],
      ['price_to=дёшево', /Цена «до»/],
      ['price_from=5000&price_to=100', /больше цены «до»/],
    ] as const) {
      for (const url of [
        `/api/catalog/search/?query=${encodeURIComponent(QUERY)}&${query}`,
        `/api/catalog/search/filters/?query=${encodeURIComponent(QUERY)}&${query}`,
      ]) {
        const answer = await server().request<{ message: string }>(url);
        expect({ url, status: answer.status }).toEqual({ url, status: 400 });
        expect(answer.data.message).toMatch(message);
      }
    }
  });
});

describe('bad filters answer 400 with a Russian message', () => {
  const f = (key: string, value: string) => `f.${encodeURIComponent(key)}=${encodeURIComponent(value)}`;
  test.each([
    ['an unknown characteristic', f('Цвет корпуса', 'Красный'), /нет характеристики «Цвет корпуса»/],
    ['text in a price', 'price_to=дёшево', /Цена «до»/],
    ['a fractional price', 'price_from=10.5', /целым/],
    ['a negative price', 'price_from=-1', /отрицательной/],
    ['from above to', 'price_from=5000&price_to=100', /больше цены «до»/],
    ['text in a numeric characteristic', f('Вместимость', 'много'), /диапазон чисел/],
    ['a reversed range', f('Вместимость', '9-2'), /начало диапазона больше конца/],
    ['two ranges of one key', `${f('Вместимость', '1-2')}&${f('Вместимость', '3-4')}`, /диапазон чисел/],
    ['availability other than 1', 'available=yes', /available/],
    [
      'a huge list of values',
      Array.from({ length: MAX_FILTER_VALUES + 1 }, (_, i) => f(LOCK, `замок ${i}`)).join('&'),
      /Не более 50 значений/,
    ],
    ['an overlong value', f(LOCK, 'я'.repeat(201)), /не более 200 символов/],
  ])('%s', async (_name, query, message) => {
    for (const url of [`/api${SECTION}/?${query}`, `/api${SECTION}/filters/?${query}`]) {
      const answer = await server().request<{ message: string }>(url);
      expect({ url, status: answer.status }).toEqual({ url, status: 400 });
      expect(answer.data.message).toMatch(message);
    }
  });

  test('an unknown section answers 404 on the filters call too', async () => {
    const answer = await server().request<{ message: string }>('/api/catalog/seyfy/net-takogo/filters/');
    expect(answer.status).toBe(404);
    expect(answer.data.message).toMatch(/не найден/);
  });

  test('generated filter queries answer 200 or a 400 with a message, never 500', async () => {
    const names = fc.constantFrom(
      'price_from',
      'price_to',
      'available',
      `f.${LOCK}`,
      'f.Вместимость',
      'f.Высота',
      'f.Вес',
      'f.Нет такой',
      'f.',
      'page',
      'sort',
    );
    const values = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.integer().map(String),
      fc.constantFrom('1-5', '-3', '5-', '0.5-1,5', '1e309', '9'.repeat(400) + '-', '-', 'Ключевой', ''),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(names, values), { maxLength: 5 }), async (pairs) => {
        const query = new URLSearchParams(pairs).toString();
        for (const url of [`/api${SECTION}/?${query}`, `/api${SECTION}/filters/?${query}`]) {
          const answer = await server().request<{ message?: string }>(url);
          expect({ url, status: answer.status }).toEqual({ url, status: answer.status === 200 ? 200 : 400 });
          if (answer.status === 400) expect(answer.data.message).toMatch(/[а-яё]/i);
        }
      }),
      { numRuns: 150 },
    );
  });
});
