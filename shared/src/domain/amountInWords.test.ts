import { amountInWords, formatKopecks, includedVatKopecks, numberInWords } from './amountInWords';

describe('amountInWords: the total of an invoice in words', () => {
  test.each([
    [0, 'Ноль рублей 00 копеек'],
    [100, 'Один рубль 00 копеек'],
    [101, 'Один рубль 01 копейка'],
    [1_100, 'Одиннадцать рублей 00 копеек'],
    [2_122, 'Двадцать один рубль 22 копейки'],
    [10_111, 'Сто один рубль 11 копеек'],
    [100_000, 'Одна тысяча рублей 00 копеек'],
    [200_205, 'Две тысячи два рубля 05 копеек'],
    [1_238_000, 'Двенадцать тысяч триста восемьдесят рублей 00 копеек'],
    [1_100_099, 'Одиннадцать тысяч рублей 99 копеек'],
    [100_000_000, 'Один миллион рублей 00 копеек'],
    [100_000_001, 'Один миллион рублей 01 копейка'],
    [214_321_453, 'Два миллиона сто сорок три тысячи двести четырнадцать рублей 53 копейки'],
    [
      99_999_999_999,
      'Девятьсот девяносто девять миллионов девятьсот девяносто девять тысяч девятьсот девяносто девять рублей 99 копеек',
    ],
  ])('%i kopecks → «%s»', (kopecks, words) => {
    expect(amountInWords(kopecks)).toBe(words);
  });

  test('feminine thousands and the plural of each group', () => {
    expect(numberInWords(21_000)).toBe('двадцать одна тысяча');
    expect(numberInWords(22_000)).toBe('двадцать две тысячи');
    expect(numberInWords(11_000)).toBe('одиннадцать тысяч');
    expect(numberInWords(1_001_000)).toBe('один миллион одна тысяча');
    expect(numberInWords(5_000_000)).toBe('пять миллионов');
  });

  test('refuses what is not a whole, non-negative amount', () => {
    expect(() => amountInWords(-1)).toThrow(
      new RangeError('amountInWords: -1 is not a whole number of kopecks'),
    );
    expect(() => amountInWords(1.5)).toThrow(
      new RangeError('amountInWords: 1.5 is not a whole number of kopecks'),
    );
  });

  test('numbers in words: the teens from ten, the tens from twenty, up to a trillion', () => {
    expect(numberInWords(10)).toBe('десять');
    expect(numberInWords(19)).toBe('девятнадцать');
    expect(numberInWords(20)).toBe('двадцать');
    expect(numberInWords(999_999_999_999)).toMatch(/^девятьсот девяносто девять миллиардов/);
    for (const wrong of [-1, 1e12, 0.5, Number.NaN]) {
      expect(() => numberInWords(wrong)).toThrow(
        new RangeError(`numberInWords: ${wrong} is not a whole number below a trillion`),
      );
    }
  });
});

describe('includedVatKopecks: VAT 20 % included in a price', () => {
  test('is total × 20 / 120, to the kopeck', () => {
    expect(includedVatKopecks(12_000)).toBe(200_000);
    expect(includedVatKopecks(12_380)).toBe(206_333);
    expect(includedVatKopecks(1)).toBe(17);
    expect(includedVatKopecks(0)).toBe(0);
  });

  test('formatKopecks writes an invoice figure', () => {
    expect(formatKopecks(1_238_000)).toBe('12 380,00');
    expect(formatKopecks(206_333)).toBe('2 063,33');
    expect(formatKopecks(5)).toBe('0,05');
  });
});
