import { parseQuery } from '../src/modules/catalogue/search/query';
import { editDistance } from '../src/modules/catalogue/search/understand';
import {
  fold,
  gradeToken,
  innerNumberTokens,
  lexiconWords,
  numberTokens,
  searchDocument,
  switchLayout,
} from '../src/modules/catalogue/model/text';
import { NARROWER, SYNONYMS, synonymsOf } from '../src/modules/catalogue/model/thesaurus';

// The parts of search that need no database: folding, the indexed document, the thesaurus, query parsing.

describe('fold', () => {
  test('lower case, ё → е, Latin look-alikes → Cyrillic', () => {
    expect(fold('Чёрный VB-675')).toBe('черный vв-675');
    expect(fold('ВК-45')).toBe(fold('BK-45'));
  });
});

describe('searchDocument', () => {
  const product = {
    name: 'Сейф для оружия Valberg ВК-45T',
    itemCode: '100123',
    sections: ['Сейфы', 'Сейфы для оружия', 'Для ружей и карабинов'],
    props: [
      ['Класс взломостойкости', 'II'],
      ['Огнестойкость', 'Нет'],
      ['Трейзер', 'Есть'],
      ['Вместимость', '5 ед. оружия'],
    ] as Array<[string, string]>,
  };
  const doc = searchDocument(product);

  test('the name carries the item code, joined model codes and the brand in Cyrillic', () => {
    expect(doc.text.split(' ')).toEqual(
      expect.arrayContaining(['100123', fold('вк45т'), fold('вк'), '45т', 'вальберг']),
    );
  });

  test('every section of the path is indexed apart from the name', () => {
    expect(doc.sections).toBe('сейфы сейфы для оружия для ружей и карабинов');
  });

  test('characteristics with their keys; «Нет» left out, «Есть» says the key, a Roman class gets its digit', () => {
    expect(doc.props).toMatch(/^класс взломостойкости ii 2 трейзер вместимость 5 ед\. оружия /);
    expect(doc.props).not.toContain('огнестойкость');
  });

  test("a graded characteristic's class is one word of the document, whatever the spelling of its value", () => {
    const grades = (props: Array<[string, string]>) =>
      searchDocument({ ...product, props })
        .props.split(' ')
        .filter((w) => w.startsWith('qy'));
    expect(grades([['Класс взломостойкости', 'III']])).toEqual([gradeToken(3)]);
    expect(grades([['Класс взломостойкости', 'III класс']])).toEqual([gradeToken(3)]);
    expect(grades([['Класс огнестойкости', '2']])).toEqual([gradeToken(2)]);
    // Not a class: «Н0» (not burglary-resistant), a number in another characteristic.
    expect(grades([['Класс взломостойкости', 'Н0']])).toEqual([]);
    expect(grades([['Количество полок', '3']])).toEqual([]);
  });

  test('a value search compares with a number is also one word, which the words of a query near it include', () => {
    const words = (props: Array<[string, string]>) =>
      searchDocument({ ...product, props })
        .props.split(' ')
        .filter((w) => w.startsWith('qz'));
    expect(words([['Вместимость', '5 ед. оружия']])).toEqual(numberTokens(['Вместимость'], 5, 5));
    expect(words([['Объём', '83,5 л']])).toEqual(numberTokens(['Объём'], 83.5, 83.5));
    // Only a number with at most three words of unit is a value (as product_props.num reads it).
    expect(words([['Объём', 'около 83 л']])).toEqual([]);
    expect(words([['Цвет', '7035']])).toEqual([]);
    for (const [lo, hi] of [
      [3.25, 6.75],
      [53.95, 112.05],
      [0, 0.35],
      [650, 1350],
    ] as const) {
      const asked = new Set(numberTokens(['Объём'], lo, hi));
      expect(asked.size).toBeLessThanOrEqual(6);
      for (let value = lo; value <= hi; value += (hi - lo) / 97)
        expect([value, ...numberTokens(['Объём'], value, value).filter((t) => asked.has(t))]).toHaveLength(2);
      expect(numberTokens(['Объём'], hi * 1.5 + 1, hi * 1.5 + 1).some((t) => asked.has(t))).toBe(false);
    }
    expect(numberTokens(['Объём'], 5, 5)).not.toEqual(numberTokens(['Вместимость'], 5, 5));
  });

  test('a bucket wholly within a range stands only for values in it; those at its edges are checked', () => {
    for (const [lo, hi] of [
      [3.25, 6.75],
      [40.95, 85.05],
      [0.65, 1.35],
      [650, 1350],
    ] as const) {
      const inner = new Set(innerNumberTokens(['Объём'], lo, hi));
      expect(inner.size).toBeGreaterThan(0);
      // Every value whose token is inner is in the range; the range's ends, in edge buckets, are not inner.
      for (let value = lo / 2; value <= hi * 2; value += (hi - lo) / 301) {
        const [own] = numberTokens(['Объём'], value, value);
        if (inner.has(own!)) expect(value >= lo && value <= hi).toBe(true);
      }
      for (const end of [lo, hi]) expect(inner.has(numberTokens(['Объём'], end, end)[0]!)).toBe(false);
    }
    // «1 полок»: the value 1 itself is in a bucket of its own within 0,65–1,35, so its items need no lookup.
    expect(innerNumberTokens(['Количество полок'], 0.65, 1.35)).toEqual(
      numberTokens(['Количество полок'], 1, 1),
    );
    expect(innerNumberTokens(['Объём'], 100, 100)).toEqual([]);
  });

  test('the lexicon gets words of names, brands, sections and values, but no codes', () => {
    const words = lexiconWords(product);
    expect(words).toEqual(expect.arrayContaining(['сейф', 'valberg', 'вальберг', 'карабинов', 'оружия']));
    expect(words.some((w) => /\d/.test(w))).toBe(false);
  });
});

describe('thesaurus', () => {
  test('synonym groups work both ways', () => {
    expect(synonymsOf('несгораемый')).toContain('огнестойк');
    expect(synonymsOf('огнестойкий')).toContain('несгораем');
    expect(synonymsOf('шлагбаум')).toEqual(['барьер']);
    expect(synonymsOf('барьеры')).toEqual(['шлагбаум']);
    expect(synonymsOf('перфорированным')).toEqual(['перфорац']);
    expect(synonymsOf('перфорацией')).toEqual(['перфорирова']);
  });

  test('a narrower sense goes one way only: «для одежды» means lockers, not the other way round', () => {
    expect(synonymsOf('одежды')).toEqual(['раздевалк', 'гардероб']);
    expect(synonymsOf('раздевалки')).toEqual([]);
  });

  test('an entry with a context applies only beside its context word', () => {
    expect(synonymsOf('шкаф', ['несгораемый', 'шкаф'])).toEqual(['сейф']);
    expect(synonymsOf('шкаф', ['шкаф', 'ключей'])).toEqual(['ключниц']);
    expect(synonymsOf('шкаф', ['шкаф', 'серый'])).toEqual([]);
  });

  test('a word the thesaurus does not know stands for nothing else', () => {
    expect(synonymsOf('стеллаж')).toEqual([]);
  });

  test('every stem is folded and long enough not to catch unrelated short words', () => {
    const stems = [...SYNONYMS.flat(), ...NARROWER.flatMap(([word, means]) => [word, ...means])];
    for (const stem of stems)
      expect({ stem, folded: fold(stem), long: stem.length >= 4 }).toEqual({
        stem,
        folded: stem,
        long: true,
      });
  });
});

describe('parseQuery', () => {
  test('a count with its unit is matched against its characteristic', () => {
    expect(parseQuery('сейф на 5 ружей')).toEqual({
      words: ['сейф'],
      numbers: [{ target: { keys: ['Вместимость'] }, value: 5, hint: 'вместимост' }],
      grades: [],
      sections: [],
      maxPrice: null,
      minPrice: null,
    });
    expect(parseQuery('шкаф 4 секции').numbers).toEqual([
      { target: { keys: ['Количество секций'] }, value: 4, hint: 'секци' },
    ]);
  });

  test('fire resistance in minutes or hours', () => {
    expect(parseQuery('120 минут').numbers[0]).toMatchObject({
      target: { keys: ['Огнестойкость'] },
      value: 120,
    });
    expect(parseQuery('сейф 2 часа').numbers[0]).toMatchObject({ value: 120 });
  });

  test('a dimension word with a number compares the dimension, centimetres made millimetres', () => {
    expect(parseQuery('шкаф высота 1800')).toMatchObject({
      words: ['шкаф'],
      numbers: [{ target: { column: 'height_mm' }, value: 1800, hint: null }],
    });
    expect(parseQuery('ширина 60 см').numbers[0]).toMatchObject({
      target: { column: 'width_mm' },
      value: 600,
    });
  });

  test('«до», «дешевле», «от» with a sum limit the price; «15 000» is one number', () => {
    expect(parseQuery('сейф до 15 000 руб')).toMatchObject({
      words: ['сейф'],
      maxPrice: 15000,
      minPrice: null,
    });
    expect(parseQuery('стеллаж дешевле 5000')).toMatchObject({ words: ['стеллаж'], maxPrice: 5000 });
    expect(parseQuery('верстак от 50000')).toMatchObject({ words: ['верстак'], minPrice: 50000 });
  });

  test('a small number is never a price, and stop words go', () => {
    expect(parseQuery('сейф на 2 двери')).toEqual({
      words: ['сейф', '2', 'двери'],
      numbers: [],
      grades: [],
      sections: [],
      maxPrice: null,
      minPrice: null,
    });
    expect(parseQuery('купить шкаф для одежды').words).toEqual(['шкаф', 'одежды']);
  });

  test('a class number with its word, in digits, Roman numerals or words, before or after it, is a grade', () => {
    for (const [query, grade] of [
      ['сейф 3 класса', 3],
      ['сейф класс 2', 2],
      ['взломостойкий сейф III класс', 3],
      ['сейф I класс', 1],
      ['сейф 3-го класса', 3],
      ['сейф второго класса', 2],
      ['класс взломостойкости 2', 2],
    ] as const) {
      const parsed = parseQuery(query);
      expect([query, parsed.grades, parsed.words.some((w) => /класс|^\d|^i+$|втор/.test(w))]).toEqual([
        query,
        [grade],
        false,
      ]);
    }
    // Without its word a number is not a class; neither is a number past any class.
    expect(parseQuery('сейф 3').grades).toEqual([]);
    expect(parseQuery('сейф 300 класса').grades).toEqual([]);
  });

  test("a buyer's phrase names its section; its words go, the others stay", () => {
    expect(parseQuery('сейф в стену')).toMatchObject({ words: [], sections: ['Встраиваемые сейфы'] });
    expect(parseQuery('полка для обуви')).toMatchObject({ words: ['полка'], sections: ['Обувницы'] });
    // A phrase's preposition is that very word, and its words stand next to each other.
    expect(parseQuery('сейф на стену').sections).toEqual([]);
    expect(parseQuery('сейф надежный для дома').sections).toEqual([]);
  });

  test('fillers go unless the query has nothing else', () => {
    expect(parseQuery('сейф металлический надёжный').words).toEqual(['сейф']);
    expect(parseQuery('металлический').words).toEqual(['металлический']);
  });
});

describe('editDistance and switchLayout', () => {
  test('one edit for a missing, extra, wrong or swapped letter', () => {
    expect(editDistance('сеф', 'сейф')).toBe(1);
    expect(editDistance('стелаж', 'стеллаж')).toBe(1);
    expect(editDistance('кречте', 'кречет')).toBe(1);
    expect(editDistance('абырвалг', 'сейф')).toBeGreaterThan(2);
  });

  test('the other keyboard layout', () => {
    expect(switchLayout('ctqa')).toBe('сейф');
    expect(switchLayout('сейф')).toBe('ctqa');
  });
});
