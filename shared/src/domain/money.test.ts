import { formatRub } from './format';
import { basketTotals, discountOf, priceDigits, vatOf } from './money';

describe('priceDigits', () => {
  it('extracts the number from display strings', () => {
    expect(priceDigits('12 990 руб.')).toBe(12990);
    expect(priceDigits('12\u00a0990\u00a0руб.')).toBe(12990);
  });

  it('is 0 for a missing price', () => {
    expect(priceDigits(null)).toBe(0);
    expect(priceDigits('Цена не указана')).toBe(0);
  });

  it('round-trips through formatRub', () => {
    expect(priceDigits(formatRub(45300))).toBe(45300);
  });
});

describe('discountOf', () => {
  it('gives the saving in roubles and in per cent of the old price, rounded', () => {
    expect(discountOf(12990, 14990)).toEqual({ discount: 2000, discountPercentage: 13 });
    expect(discountOf(995, 1000)).toEqual({ discount: 5, discountPercentage: 1 });
  });

  it('is zero without a price, without an old price, or when the old price is lower', () => {
    expect(discountOf(null, 14990)).toEqual({ discount: 0, discountPercentage: 0 });
    expect(discountOf(12990, null)).toEqual({ discount: 0, discountPercentage: 0 });
    expect(discountOf(12990, 9990)).toEqual({ discount: 0, discountPercentage: 0 });
  });
});

describe('basketTotals', () => {
  const entry = (newPrice: string | null, oldPrice: string | null, count: number) => ({
    newPrice,
    oldPrice,
    count,
  });

  it('sums price digits times count, with the VAT included in the total', () => {
    const totals = basketTotals([entry('12 990 руб.', '14 990 руб.', 2), entry('1 005 руб.', null, 1)]);
    expect(totals).toEqual({ total: 26985, oldTotal: 30985, saving: 4000, vat: 4497.5 });
    expect(formatRub(totals.vat)).toBe('4 498 руб.');
  });

  it('counts an entry without a price as nothing', () => {
    expect(basketTotals([entry(null, '5 000 руб.', 3)])).toEqual({
      total: 0,
      oldTotal: 15000,
      saving: 15000,
      vat: 0,
    });
  });

  it('is all zeros for an empty basket', () => {
    expect(basketTotals([])).toEqual({ total: 0, oldTotal: 0, saving: 0, vat: 0 });
  });
});

describe('vatOf: the VAT included in a price is 20/120 of it, to the kopeck', () => {
  it.each([
    // total, VAT to the kopeck, as shown in roubles
    [92169, 15361.5, '15 362 руб.'], // the order of the issue: 20 % would have been 18 434
    [120, 20, '20 руб.'],
    [12000, 2000, '2 000 руб.'],
    [1, 0.17, '0 руб.'],
    [3, 0.5, '1 руб.'],
    [5, 0.83, '1 руб.'],
    [100, 16.67, '17 руб.'],
    [1003, 167.17, '167 руб.'],
    [12990, 2165, '2 165 руб.'],
    [26985, 4497.5, '4 498 руб.'],
    [99999, 16666.5, '16 667 руб.'],
    [1250000, 208333.33, '208 333 руб.'],
    [9999999, 1666666.5, '1 666 667 руб.'],
    [0, 0, '0 руб.'],
  ])('%d руб. carries %d руб. of VAT (%s)', (total, vat, shown) => {
    expect(vatOf(total)).toBe(vat);
    expect(formatRub(vatOf(total))).toBe(shown);
  });

  it('is what remains of the total once the price without VAT is taken away, for every total to 10 000', () => {
    const wrong: string[] = [];
    for (let total = 0; total <= 10000; total++) {
      const vat = vatOf(total);
      // The net price is 100/120 of the total; the two parts add up to the total within half a kopeck.
      const gap = Math.abs(vat + (total * 100) / 120 - total);
      if (gap > 0.005 + 1e-9 || Number(vat.toFixed(2)) !== vat) wrong.push(`${total} → ${vat}`);
    }
    expect(wrong).toEqual([]);
  });

  it('takes kopecks: 1 200,60 руб. carries 200,10 руб.', () => {
    expect(vatOf(1200.6)).toBe(200.1);
  });
});
