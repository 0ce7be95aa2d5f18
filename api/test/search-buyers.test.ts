import type { SearchResponse as SearchAnswer } from '@shop/shared/contract';
import { everyItem, type Product, readOnlyServer } from './helpers';

// Search in buyers' words (catalogue/buyer-words.ts; classes: query.ts): a section by the name buyers give it,
// a class number with its word, an adjective naming a kind of drive or mounting. Expectations come from the
// catalogue itself: every item, listed section by section.

const server = readOnlyServer();
const search = (query: string, extra = '&limit=50') =>
  server().getJson<SearchAnswer>(
    `/api/catalog/search/?query=${encodeURIComponent(query)}&type=products${extra}`,
  );
const prop = (p: Product, key: string): string => p.props.find((x) => x.key === key)?.value ?? '';

let all: Array<Product & { section: string }>;
beforeAll(async () => {
  all = await everyItem(server());
});

/** The item codes of a search's matches (at most 50: more than any section of the test catalogue has). */
const found = async (query: string): Promise<string[]> => {
  const answer = await search(query);
  expect(answer.total).toBeLessThanOrEqual(50);
  return answer.results.map((p) => p.itemCode).sort();
};
const codes = (test: (p: Product & { section: string }) => boolean): string[] =>
  all
    .filter(test)
    .map((p) => p.itemCode)
    .sort();

describe('a class number with its word', () => {
  const klass = (value: string) => (p: Product) => prop(p, 'Класс взломостойкости') === value;

  test('«сейф 3 класса» finds the class III safes, every one of them and no other', async () => {
    const third = codes(klass('III'));
    expect(third.length).toBeGreaterThan(0);
    expect(await found('сейф 3 класса')).toEqual(third);
    // The neighbours: class II items named «…1 класса», items with a «3» elsewhere (a warranty of 3 years).
    expect(all.some((p) => klass('II')(p) && /3 год/.test(prop(p, 'Гарантия')))).toBe(true);
  });

  test('in Roman numerals, after its word, as an ordinal: the same class alone', async () => {
    const second = codes(klass('II'));
    expect(second.length).toBeGreaterThan(0);
    for (const query of [
      'сейф II класса',
      'сейф класс 2',
      'сейф второго класса',
      'класс взломостойкости 2',
    ]) {
      expect({ query, found: await found(query) }).toEqual({ query, found: second });
    }
    expect(await found('взломостойкий сейф III класс')).toEqual(codes(klass('III')));
    // A class the catalogue has not: nothing, rather than the safes of other classes.
    expect(all.some(klass('V'))).toBe(false);
    expect(await found('сейф 5 класса')).toEqual([]);
  });

  test('a class with other words: both narrow', async () => {
    const wanted = codes((p) => klass('I')(p) && /одовый/.test(prop(p, 'Тип замка')));
    expect(wanted.length).toBeGreaterThan(0);
    expect(await found('сейф 1 класса с кодовым замком')).toEqual(wanted);
  });
});

describe('a stranger playing with classes and phrases', () => {
  test('the grade word of the document typed as a query is a word like any other: it finds nothing', async () => {
    for (const query of ['qy3', 'QY3', 'qy']) {
      const answer = await search(query);
      expect({ query, total: answer.total }).toEqual({ query, total: 0 });
    }
  });

  test('classes, phrases and numbers piled up answer 200, never a server error', async () => {
    for (const query of [
      'класс класс 3 3 iii iv класса 99 класса 0 класс',
      'в стену в стену сейф в стену для обуви для обуви камера хранения камера',
      'сейф 3 класса 2 класса I класс второго класса на 5 ружей до 15000 электрический на анкерах',
      'класса',
      'iii',
      'второго',
    ]) {
      const answer = await server().request<SearchAnswer>(
        `/api/catalog/search/?query=${encodeURIComponent(query)}&type=products`,
      );
      expect({ query, status: answer.status }).toEqual({ query, status: 200 });
    }
  });
});

describe('a section by the name buyers give it', () => {
  test('«сейф в стену» finds the built-in safes, «полка для обуви» the shoe racks, «камера хранения» the bag lockers', async () => {
    for (const [query, section] of [
      ['сейф в стену', 'Встраиваемые сейфы'],
      ['полка для обуви', 'Обувницы'],
      ['камера хранения', 'Шкафы для сумок'],
      ['парковочный блокиратор', 'Парковочные барьеры'],
    ] as const) {
      const wanted = codes((p) => p.section === section);
      expect(wanted.length).toBeGreaterThan(0);
      expect({ query, found: await found(query) }).toEqual({ query, found: wanted });
    }
  });

  test('the section is said back, and the dropdown (its first ten) is of that section too', async () => {
    const answer = await search('сейф в стену', '');
    expect(answer).toMatchObject({ relaxed: false, corrected: false });
    expect(answer.expanded).toContain('Встраиваемые сейфы');
    expect(answer.results.length).toBeGreaterThan(0);
    const section = new Map(all.map((p) => [p.itemCode, p.section]));
    for (const p of answer.results) expect(section.get(p.itemCode)).toBe('Встраиваемые сейфы');
  });
});

describe('an adjective naming a kind of drive or mounting', () => {
  const barrier = (p: Product & { section: string }) =>
    ['Шлагбаумы', 'Парковочные барьеры'].includes(p.section);

  test('«электрический шлагбаум», «с электроприводом», «автоматический» find the electromechanical drives only', async () => {
    const wanted = codes((p) => barrier(p) && prop(p, 'Привод') === 'Электромеханический');
    expect(wanted.length).toBeGreaterThan(0);
    for (const query of ['электрический шлагбаум', 'шлагбаум с электроприводом', 'автоматический шлагбаум']) {
      expect({ query, found: await found(query) }).toEqual({ query, found: wanted });
    }
  });

  test('«столбик на анкерах» finds the bollards mounted on anchors', async () => {
    const wanted = codes(
      (p) => p.section === 'Парковочные столбики' && prop(p, 'Тип установки') === 'Анкерное крепление',
    );
    expect(wanted.length).toBeGreaterThan(0);
    expect(await found('парковочный столбик на анкерах')).toEqual(wanted);
  });

  test('where the catalogue has no such kind, the word does not sink the query', async () => {
    const answer = await search('настенная ключница', '');
    expect(answer.results.length).toBeGreaterThan(0);
    for (const p of answer.results) expect(p.name).toMatch(/^Ключница/);
  });
});
