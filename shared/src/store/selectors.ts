/** Selectors of the shop store, for `useShopStore(selector)`. */
import type { GuestOrderClaim } from '../contract';
import type { ShopState } from '@shop/shared/kernel';

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

/**
 * What login and registration send to claim this browser's guest orders for the account: each order's
 * number and key (the server ignores orders that are not a guest's with the account's e-mail).
 */
export const selectGuestOrderClaims = (state: ShopState): GuestOrderClaim[] =>
  state.placedOrders
    .filter((order) => order.idempotencyKey !== '')
    .map(({ id, idempotencyKey }) => ({ id, idempotencyKey }));
