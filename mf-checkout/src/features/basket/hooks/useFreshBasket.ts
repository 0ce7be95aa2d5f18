import {
  basketTotals,
  useFreshEntries,
  useShopStore,
  type BasketTotals,
  type FreshLine,
  type StoredItem,
} from '@shop/shared';

export interface FreshBasket {
  lines: FreshLine[];
  /** The entries that count: what the order sends. */
  orderable: StoredItem[];
  totals: BasketTotals;
  /** Pieces counted in the totals. */
  count: number;
}

/**
 * The basket as the basket and order pages show and sum it: the stored entries, refreshed (`useFreshEntries`),
 * an unavailable one kept in the basket but left out of the sums and the order. One function (`basketTotals`)
 * sums it, the same one the API prices orders with.
 */
export function useFreshBasket(): FreshBasket {
  const lines = useFreshEntries(useShopStore((state) => state.basket));
  const orderable = lines.filter((line) => !line.unavailable).map((line) => line.item);
  return {
    lines,
    orderable,
    totals: basketTotals(orderable),
    count: orderable.reduce((sum, item) => sum + item.count, 0),
  };
}
