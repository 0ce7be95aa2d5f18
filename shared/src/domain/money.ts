/**
 * Money of spec section 9: display prices, discounts and the basket's sums. The API prices products and
 * orders with the same functions, so what a page shows is what the server charges.
 */
import { VAT_PERCENT } from './constants';

/** The whole-rouble number inside a display price such as «12 990 руб.»; 0 when there is none. */
export function priceDigits(display: string | null | undefined): number {
  const digits = (display ?? '').replace(/\D/g, '');
  return digits ? Number(digits) : 0;
}

export interface Discount {
  /** The saving in whole roubles. */
  discount: number;
  /** The saving in per cent of the old price, rounded. */
  discountPercentage: number;
}

/** The saving in whole roubles and in per cent; zero without a price or an old price. */
export function discountOf(price: number | null, oldPrice: number | null): Discount {
  const discount = price !== null && oldPrice !== null ? Math.max(0, oldPrice - price) : 0;
  return {
    discount,
    discountPercentage: discount > 0 && oldPrice ? Math.round((discount / oldPrice) * 100) : 0,
  };
}

/** What the sums need of a basket entry: its display prices and its count. */
export interface PricedEntry {
  newPrice: string | null;
  oldPrice: string | null;
  count: number;
}

export interface BasketTotals {
  /** Sum of new-price digits times count. */
  total: number;
  /** Same with the old prices (an item without an old price counts with its new price). */
  oldTotal: number;
  saving: number;
  /** «Сумма НДС»: the VAT included in the total (`vatOf`), in roubles to the kopeck. */
  vat: number;
}

/** The sums of the basket and the order page (spec section 9, "Money"), from the stored entries. */
export function basketTotals(entries: readonly PricedEntry[]): BasketTotals {
  let total = 0;
  let oldTotal = 0;
  for (const entry of entries) {
    const price = priceDigits(entry.newPrice);
    total += price * entry.count;
    oldTotal += (priceDigits(entry.oldPrice) || price) * entry.count;
  }
  return { total, oldTotal, saving: oldTotal - total, vat: vatOf(total) };
}

/**
 * The VAT included in a price or total: 20/120 of it (not 20 % of it, as spec section 9 writes; see
 * docs/spec-deviations.md), rounded to the kopeck half up. 92 169 → 15 361.5; `formatRub` shows it to the
 * rouble (15 362 руб.). Computed in kopecks so that no binary fraction tips a rounding.
 */
export function vatOf(total: number): number {
  const kopecks = Math.round(total * 100);
  return Math.round((kopecks * VAT_PERCENT) / (100 + VAT_PERCENT)) / 100;
}
