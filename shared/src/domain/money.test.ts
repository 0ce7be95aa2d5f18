import { formatRub } from './format';
import { basketTotals, discountOf, priceDigits } from './money';

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

  it('sums price digits times count, with VAT as 20% of the total rounded', () => {
    const totals = basketTotals([entry('12 990 руб.', '14 990 руб.', 2), entry('1 005 руб.', null, 1)]);
    expect(totals).toEqual({ total: 26985, oldTotal: 30985, saving: 4000, vat: 5397 });
  });

  it('rounds VAT half up to whole roubles', () => {
    expect(basketTotals([entry('1 003 руб.', null, 1)]).vat).toBe(201); // 200.6
    expect(basketTotals([entry('1 002 руб.', null, 1)]).vat).toBe(200); // 200.4
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
