/** Selectors of the shop store, for `useShopStore(selector)`. */
import { VAT_RATE } from '../constants';
import { priceDigits } from '../format';
import type { StoredItem } from '../types';
import type { ShopState } from './shopStore';

/** Pieces in the basket (the sum of the counts): the header's basket badge. */
export const selectBasketCount = (state: ShopState): number =>
  state.basket.reduce((sum, item) => sum + item.count, 0);
export const selectFavoriteCount = (state: ShopState): number => state.favorite.length;
export const selectCompareCount = (state: ShopState): number => state.compare.length;
export const selectCity = (state: ShopState): string => state.city.city;

export const selectIsInBasket =
  (itemCode: string) =>
  (state: ShopState): boolean =>
    state.basket.some((item) => item.itemCode === itemCode);
export const selectIsFavorite =
  (itemCode: string) =>
  (state: ShopState): boolean =>
    state.favorite.some((item) => item.itemCode === itemCode);
export const selectIsCompared =
  (itemCode: string) =>
  (state: ShopState): boolean =>
    state.compare.some((item) => item.itemCode === itemCode);

export interface BasketTotals {
  /** Sum of new-price digits times count. */
  total: number;
  /** Same with the old prices (an item without an old price counts with its new price). */
  oldTotal: number;
  saving: number;
  /** «Сумма НДС»: total × 0.2, rounded. */
  vat: number;
}

/** Totals of spec section 9 "Money"; pure, so call it on `useShopStore((s) => s.basket)`. */
export function basketTotals(items: readonly StoredItem[]): BasketTotals {
  let total = 0;
  let oldTotal = 0;
  for (const item of items) {
    const price = priceDigits(item.newPrice);
    total += price * item.count;
    oldTotal += (priceDigits(item.oldPrice) || price) * item.count;
  }
  return { total, oldTotal, saving: oldTotal - total, vat: Math.round(total * VAT_RATE) };
}
