import {
  formatDimensions,
  formatItemsCount,
  formatMeasure,
  formatNumber,
  formatPhoneMask,
  formatRub,
  phoneSubscriberDigits,
  sentence,
  groupDigits,
  isCompletePhone,
  pluralRu,
} from './format';

describe('formatRub', () => {
  it('groups thousands the Russian way with plain spaces and appends «руб.»', () => {
    expect(formatRub(12990)).toBe('12 990 руб.');
    expect(formatRub(1250000)).toBe('1 250 000 руб.');
    expect(formatRub(0)).toBe('0 руб.');
  });
});

describe('formatNumber, groupDigits and formatMeasure: numbers the Russian way', () => {
  it.each([
    [158.1, '158,1'],
    [0.8, '0,8'],
    [1.5, '1,5'],
    [1200, '1 200'],
    [15000, '15 000'],
    [1234567.25, '1 234 567,25'],
    [2.005, '2,01'],
    [0, '0'],
    [-0.001, '0'],
    [-1234.5, '-1 234,5'],
  ])('%d reads «%s»', (n, shown) => {
    expect(formatNumber(n)).toBe(shown);
  });

  it('keeps at most the decimals asked for, without trailing zeros', () => {
    expect(formatNumber(158.16, 1)).toBe('158,2');
    expect(formatNumber(158, 1)).toBe('158');
    expect(formatNumber(2.5, 0)).toBe('3');
  });

  it("reads as ICU's Russian number format, with plain spaces", () => {
    const icu = (n: number, digits: number) =>
      new Intl.NumberFormat('ru-RU', { maximumFractionDigits: digits, signDisplay: 'negative' })
        .format(n)
        .replace(/[\u00a0\u202f]/g, ' ');
    const numbers = [
      0.5,
      1.005,
      2.675,
      0.125,
      999.995,
      9999.5,
      -0.5,
      -2.5,
      1e-7,
      1.5e-7,
      123e20,
      2 ** 53 + 2,
    ];
    // A fixed sequence (Park–Miller), so a failure is the same on every run.
    let seed = 20261126;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 2000; i += 1) numbers.push((next() - 0.3) * 10 ** Math.floor(next() * 9));
    for (const n of numbers)
      for (const digits of [0, 1, 2, 3])
        expect([n, digits, formatNumber(n, digits)]).toEqual([n, digits, icu(n, digits)]);
  });

  it('groups with plain spaces only, as the spec writes prices', () => {
    expect(formatNumber(1234567.5)).not.toMatch(/[\u00a0\u202f]/);
  });

  it('rounds whole numbers for prices and counts', () => {
    expect(groupDigits(1234567)).toBe('1 234 567');
    expect(groupDigits(999.6)).toBe('1 000');
    expect(groupDigits(-0.2)).toBe('0');
  });

  it('writes a value with its unit', () => {
    expect(formatMeasure(158.1, 'кг')).toBe('158,1 кг');
    expect(formatMeasure(1800, 'мм')).toBe('1 800 мм');
    expect(formatDimensions(1800, 900, 450.5)).toBe('1 800×900×450,5 мм');
  });
});

describe('pluralRu and formatItemsCount', () => {
  it.each([
    [1, '1 товар'],
    [2, '2 товара'],
    [4, '4 товара'],
    [5, '5 товаров'],
    [11, '11 товаров'],
    [12, '12 товаров'],
    [14, '14 товаров'],
    [21, '21 товар'],
    [22, '22 товара'],
    [25, '25 товаров'],
    [101, '101 товар'],
    [111, '111 товаров'],
    [15000, '15 000 товаров'],
    [350001, '350 001 товар'],
    [0, '0 товаров'],
  ])('%i → %s', (n, expected) => {
    expect(formatItemsCount(n)).toBe(expected);
  });

  it('takes any three forms', () => {
    expect(pluralRu(3, ['город', 'города', 'городов'])).toBe('города');
  });
});

describe('formatPhoneMask', () => {
  it('formats a full number as +7 999 999 99 99', () => {
    expect(formatPhoneMask('9491234567')).toBe('+7 949 123 45 67');
    expect(formatPhoneMask('+7 (949) 123-45-67')).toBe('+7 949 123 45 67');
    expect(formatPhoneMask('89491234567')).toBe('+7 949 123 45 67');
  });

  it('formats partial input as it is typed and keeps digits only', () => {
    expect(formatPhoneMask('9')).toBe('+7 9');
    expect(formatPhoneMask('+7 949')).toBe('+7 949');
    expect(formatPhoneMask('+7 9491')).toBe('+7 949 1');
    expect(formatPhoneMask('+7 949 123 4a')).toBe('+7 949 123 4');
    expect(formatPhoneMask('abc')).toBe('');
    expect(formatPhoneMask('+7 ')).toBe('');
  });

  it('cuts extra digits', () => {
    expect(formatPhoneMask('+7 949 123 45 6789')).toBe('+7 949 123 45 67');
  });

  it('tells a complete number from a partial one', () => {
    expect(isCompletePhone('+7 949 123 45 67')).toBe(true);
    expect(isCompletePhone('+7 949 123 45')).toBe(false);
  });
});

describe('groupDigits', () => {
  it('groups thousands with plain spaces and rounds to whole numbers', () => {
    expect(groupDigits(1234567)).toBe('1 234 567');
    expect(groupDigits(999)).toBe('999');
    expect(groupDigits(1000.4)).toBe('1 000');
  });
});

describe('sentence', () => {
  it('adds a full stop, but not after an abbreviation’s own', () => {
    expect(sentence('Доставка 3 800 руб')).toBe('Доставка 3 800 руб.');
    expect(sentence(`бесплатно при заказе от ${formatRub(20000)}`)).toBe(
      'бесплатно при заказе от 20 000 руб.',
    );
    expect(sentence('действует с 23 ноября 2026 г.')).toBe('действует с 23 ноября 2026 г.');
    expect(sentence('Готово!')).toBe('Готово!');
    expect(sentence('Пункт в г. Донецк')).toBe('Пункт в г. Донецк.');
  });
});

describe('phoneSubscriberDigits', () => {
  it('reads a number only when every character belongs to a phone', () => {
    expect(phoneSubscriberDigits('+7 (949) 123-45-67')).toBe('9491234567');
    expect(phoneSubscriberDigits('тел. 9491234567')).toBeNull();
    expect(phoneSubscriberDigits('a9491234567')).toBeNull();
  });
});
