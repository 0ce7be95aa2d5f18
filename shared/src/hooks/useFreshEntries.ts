import useSWR from 'swr';
import { fetchItems } from '../api/items';
import type { Product, StoredItem } from '../contract';

/** A stored entry (basket, favourites or compare list) as the page shows it. */
export interface FreshLine {
  /** The stored entry with the shop's current prices. */
  item: StoredItem;
  /** The price the entry was added at, when the shop's price differs now. */
  previousPrice: string | null;
  /** «Нет в наличии»: the shop no longer has the product, has no price for it, or takes no orders for it. */
  unavailable: boolean;
  /** «Под заказ»: orderable though the shop has none in stock now (the owner's choice). */
  preorder: boolean;
}

function lineOf(entry: StoredItem, fresh: Product | null | undefined): FreshLine {
  // Not checked yet (or the check failed): the entry as stored.
  if (fresh === undefined) {
    return { item: entry, previousPrice: null, unavailable: !entry.newPrice, preorder: false };
  }
  // A price without stock the owner does not take orders for is not orderable either (the API skips it).
  if (fresh === null || !fresh.newPrice || !fresh.available) {
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
 * request (the stored ones show meanwhile): the basket's, the favourites' and the compare list's.
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
