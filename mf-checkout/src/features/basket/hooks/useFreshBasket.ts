import useSWR from 'swr';
import { basketTotals, useShopStore, type BasketTotals, type Product, type StoredItem } from '@shop/shared';
import { fetchItems } from '../api/items';

/** A stored entry (basket or favourites) as the page shows it. */
export interface FreshLine {
  /** The stored entry with the shop's current prices. */
  item: StoredItem;
  /** The price the entry was added at, when the shop's price differs now. */
  previousPrice: string | null;
  /** «Нет в наличии»: kept in the basket, left out of the sums and the order. */
  unavailable: boolean;
  /** «Под заказ»: orderable though the shop has none in stock now (the owner's choice). */
  preorder: boolean;
}

export interface FreshBasket {
  lines: FreshLine[];
  /** The entries that count: what the order sends. */
  orderable: StoredItem[];
  totals: BasketTotals;
  /** Pieces counted in the totals. */
  count: number;
}

function lineOf(entry: StoredItem, fresh: Product | null | undefined): FreshLine {
  // Not checked yet (or the check failed): the entry as stored.
  if (fresh === undefined) {
    return { item: entry, previousPrice: null, unavailable: !entry.newPrice, preorder: false };
  }
  if (fresh === null || !fresh.newPrice) {
    return { item: entry, previousPrice: null, unavailable: true, preorder: false };
  }
  const item: StoredItem = {
    ...entry,
    newPrice: fresh.newPrice,
    oldPrice: fresh.oldPrice,
    discount: fresh.discount,
    discountPercentage: fresh.discountPercentage,
  };
  const changed = entry.newPrice !== null && entry.newPrice !== fresh.newPrice;
  return {
    item,
    previousPrice: changed ? entry.newPrice : null,
    unavailable: false,
    preorder: fresh.preorder,
  };
}

/**
 * Stored entries refreshed with the shop's current prices and availability when the page opens, with one
 * request (the stored ones show meanwhile): the basket's and the favourites'.
 */
export function useFreshEntries(entries: readonly StoredItem[]): FreshLine[] {
  const codes = entries.map((entry) => entry.itemCode).sort();
  const { data } = useSWR(codes.length > 0 ? ['stored-items', ...codes] : null, () => fetchItems(codes), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    keepPreviousData: true,
  });
  return entries.map((entry) => lineOf(entry, data?.get(entry.itemCode)));
}

/**
 * The basket as the basket and order pages show and sum it: the stored entries, refreshed (`useFreshEntries`).
 * One function (`basketTotals`) sums it, the same one the API prices orders with.
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
