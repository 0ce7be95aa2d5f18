import { MAX_FILTER_VALUES } from '../domain/filters';
import {
  filterValuesSchema,
  listingFiltersQuerySchema,
  listingQuerySchema,
  searchFiltersQuerySchema,
  searchQuerySchema,
} from './catalog';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the price filter of a listing and of search results', () => {
  const schemas = [
    ['listing', listingQuerySchema],
    ['listing filters', listingFiltersQuerySchema],
    ['search', searchQuerySchema],
    ['search filters', searchFiltersQuerySchema],
  ] as const;

  test.each(schemas)('%s: «от» equal to «до» is one price, «от» above «до» is refused', (_name, schema) => {
    expect(schema.safeParse({ price_from: '5000', price_to: '5000' }).success).toBe(true);
    expect(schema.safeParse({ price_from: '5000' }).success).toBe(true);
    expect(schema.safeParse({ price_to: '0' }).success).toBe(true);
    const refused = schema.safeParse({ price_from: '5001', price_to: '5000' });
    expect(refused.error?.issues.map(({ path, message }) => [path, message])).toEqual([
      [['price_from'], 'Цена «от» больше цены «до»'],
    ]);
  });

  test.each([
    [{ price_to: 'дёшево' }, 'Цена «до» должна быть числом'],
    [{ price_from: '10.5' }, 'Цена «от» должна быть целым числом рублей'],
    [{ price_from: '-1' }, 'Цена «от» не может быть отрицательной'],
    [{ price_to: '1000000001' }, 'Цена «до» слишком велика'],
    [{ available: '0' }, 'Параметр available принимает только значение 1'],
  ])('%j is refused in Russian', (query, message) => {
    expect(firstMessage(listingQuerySchema.safeParse(query))).toBe(message);
  });

  test('the bounds themselves are prices', () => {
    expect(
      listingQuerySchema.parse({ price_from: '0', price_to: '1000000000', available: '1' }),
    ).toMatchObject({
      price_from: 0,
      price_to: 1_000_000_000,
      available: '1',
    });
  });
});

describe('the paging of a listing and of search results', () => {
  test('defaults: page 1 of 20 by name for a listing, by relevance for search', () => {
    expect(listingQuerySchema.parse({})).toMatchObject({ page: 1, limit: 20, sort: 'name_asc' });
    expect(searchQuerySchema.parse({})).toMatchObject({
      page: 1,
      sort: 'relevance',
      query: '',
      type: 'products',
    });
  });

  test.each([
    [{ page: '0' }, false],
    [{ page: '1' }, true],
    [{ page: '1000000' }, true],
    [{ page: '1000001' }, false],
    [{ limit: '0' }, false],
    [{ limit: '100' }, true],
    [{ limit: '101' }, false],
    [{ sort: 'price_desc' }, true],
    [{ sort: 'relevance' }, false],
  ])('a listing with %j: accepted %s', (query, accepted) => {
    expect(listingQuerySchema.safeParse(query).success).toBe(accepted);
  });

  test('search takes the listing orders and relevance; a query of 200 characters, not 201', () => {
    expect(searchQuerySchema.safeParse({ sort: 'relevance' }).success).toBe(true);
    expect(searchQuerySchema.safeParse({ query: 'с'.repeat(200) }).success).toBe(true);
    expect(firstMessage(searchQuerySchema.safeParse({ query: 'с'.repeat(201) }))).toBe(
      'Слишком длинный поисковый запрос: не более 200 символов',
    );
  });
});

describe('the values of one characteristic filter', () => {
  test('one value arrives as a string, several as an array', () => {
    expect(filterValuesSchema.parse('Ключевой')).toEqual(['Ключевой']);
    expect(filterValuesSchema.parse(['Ключевой', 'Электронный'])).toEqual(['Ключевой', 'Электронный']);
  });

  test(`at most ${MAX_FILTER_VALUES} values of 200 characters, none with a control character`, () => {
    expect(filterValuesSchema.safeParse(Array.from({ length: MAX_FILTER_VALUES }, String)).success).toBe(
      true,
    );
    expect(
      firstMessage(filterValuesSchema.safeParse(Array.from({ length: MAX_FILTER_VALUES + 1 }, String))),
    ).toBe(`Не более ${MAX_FILTER_VALUES} значений одного фильтра`);
    expect(filterValuesSchema.safeParse('з'.repeat(200)).success).toBe(true);
    expect(firstMessage(filterValuesSchema.safeParse('з'.repeat(201)))).toBe(
      'Слишком длинное значение фильтра: не более 200 символов',
    );
    expect(firstMessage(filterValuesSchema.safeParse('Ключ\u0000евой'))).toBe(
      'Значение фильтра содержит недопустимые символы',
    );
  });
});
