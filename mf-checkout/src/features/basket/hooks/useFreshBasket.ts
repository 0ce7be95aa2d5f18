import useSWR from 'swr';
import { basketTotals, useShopStore, type BasketTotals, type Product, type StoredItem } from '@shop/shared';
import { fetchItems } from '../api/items';

export interface BasketLine {
  /** The stored entry with the shop's current prices. */
  item: StoredItem;
  /** The price the entry was added at, when the shop's price differs now. */
  previousPrice: string | null;
  /** «Нет в наличии»: kept in the basket, left out of the sums and the order. */
  unavailable: boolean;
}

export interface FreshBasket {
  lines: BasketLine[];
  /** The entries that count: what the order sends. */
  orderable: StoredItem[];
  totals: BasketTotals;
  /** Pieces counted in the totals. */
  count: number;
}

function lineOf(entry: StoredItem, fresh: Product | null | undefined): BasketLine {
  // Not checked yet (or the check failed): the entry as stored.
  if (fresh === undefined) return { item: entry, previousPrice: null, unavailable: !entry.newPrice };
  if (fresh === null || !fresh.newPrice) return { item: entry, previousPrice: null, unavailable: true };
  const item: StoredItem = {
    ...entry,
    newPrice: fresh.newPrice,
    oldPrice: fresh.oldPrice,
    discount: fresh.discount,
    discountPercentage: fresh.discountPercentage,
  };
  const changed = entry.newPrice !== null && entry.newPrice !== fresh.newPrice;
  return { item, previousPrice: changed ? entry.newPrice : null, unavailable: false };
}

/**
 * The basket as the basket and order pages show and sum it: the stored entries, refreshed with the shop's
 * current prices and availability when the page opens (the stored ones show meanwhile). One function
 * (`basketTotals`) sums it, the same one the API prices orders with.
 */
export function useFreshBasket(): FreshBasket {
  const basket = useShopStore((state) => state.basket);
  const codes = basket.map((entry) => entry.itemCode).sort();
  const { data } = useSWR(codes.length > 0 ? ['basket-items', ...codes] : null, () => fetchItems(codes), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    keepPreviousData: true,
  });
  const lines = basket.map((entry) => lineOf(entry, data?.get(entry.itemCode)));
  const orderable = lines.filter((line) => !line.unavailable).map((line) => line.item);
  return {
    lines,
    orderable,
    totals: basketTotals(orderable),
    count: orderable.reduce((sum, item) => sum + item.count, 0),
  };
}
