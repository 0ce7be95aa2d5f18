import {
  hasFilters,
  NO_FILTERS,
  type NumberRange,
  parseRange,
  rangeValue,
  readFilters,
  writeFilters,
} from './filters';

const params = (query: string) => new URLSearchParams(query);

describe('a numeric range of a characteristic', () => {
  test.each<[NumberRange, string]>([
    [{ from: 3, to: 8 }, '3-8'],
    [{ to: 8 }, '-8'],
    [{ from: 3 }, '3-'],
  ])('%j is written %s and read back', (range, text) => {
    expect(rangeValue(range)).toBe(text);
    expect(parseRange(text)).toEqual({ from: range.from, to: range.to });
  });

  test('a decimal comma or point is read as a fraction', () => {
    expect(parseRange('2,5-7.5')).toEqual({ from: 2.5, to: 7.5 });
  });

  test.each(['-', '', '3', 'a-8', '3-b', '3-8-9', ' 3-8', '3-8 '])('«%s» is no range', (text) => {
    expect(parseRange(text)).toBeNull();
  });
});

describe('the filters of a query string', () => {
  test('reads prices, availability and the characteristics, each value once', () => {
    expect(
      readFilters(
        params(
          'price_from=1000&price_to=30000&available=1&f.Тип замка=Ключевой&f.Тип замка=Ключевой&f.Тип замка=Электронный&f.Вместимость=3-8',
        ),
      ),
    ).toEqual({
      priceFrom: 1000,
      priceTo: 30000,
      available: true,
      props: { 'Тип замка': ['Ключевой', 'Электронный'], Вместимость: ['3-8'] },
    });
  });

  test('leaves out malformed prices, other availability values, empty values and a bare prefix', () => {
    expect(
      readFilters(params('price_from=-5&price_to=1.5&available=yes&f.=x&f.Цвет=&sort=price_asc&page=2')),
    ).toEqual({ props: {} });
    expect(readFilters(params('price_from=12345678901'))).toEqual({ props: {} });
    expect(readFilters(params('price_from=0&price_to=1234567890'))).toEqual({
      priceFrom: 0,
      priceTo: 1234567890,
      props: {},
    });
  });

  test('writes one URL for the same filters whatever the order they were chosen in, other parameters kept', () => {
    const chosen = {
      priceTo: 30000,
      priceFrom: 1000,
      available: true,
      props: { Цвет: ['Серый', 'Белый'], 'Тип замка': ['Ключевой'] },
    };
    const written = writeFilters(chosen, params('query=сейф&price_to=5&f.Старый=1&available=1'));
    expect([...written]).toEqual([
      ['query', 'сейф'],
      ['price_from', '1000'],
      ['price_to', '30000'],
      ['available', '1'],
      ['f.Тип замка', 'Ключевой'],
      ['f.Цвет', 'Белый'],
      ['f.Цвет', 'Серый'],
    ]);
    expect(readFilters(written)).toEqual({
      ...chosen,
      props: { Цвет: ['Белый', 'Серый'], 'Тип замка': ['Ключевой'] },
    });
  });

  test('writing no filters removes the ones there and leaves the rest', () => {
    expect(writeFilters(NO_FILTERS, params('page=2&price_from=1&available=1&f.Цвет=Серый')).toString()).toBe(
      'page=2',
    );
    expect(writeFilters({ available: false, props: {} }).toString()).toBe('');
  });

  test.each([
    [{ props: {} }, false],
    [{ props: { Цвет: [] } }, false],
    [{ available: false, props: {} }, false],
    [{ priceFrom: 0, props: {} }, true],
    [{ priceTo: 0, props: {} }, true],
    [{ available: true, props: {} }, true],
    [{ props: { Цвет: [], 'Тип замка': ['Ключевой'] } }, true],
  ])('%j: chosen %s', (filters, chosen) => {
    expect(hasFilters(filters)).toBe(chosen);
  });
});
