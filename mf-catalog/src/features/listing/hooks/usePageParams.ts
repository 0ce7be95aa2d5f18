import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_SORT, FIRST_PAGE, SORT_ORDERS, type SearchSortOrder, type SortOrder } from '@shop/shared';

export interface PageParams<Order extends SearchSortOrder = SortOrder> {
  page: number;
  sort: Order;
}

/** The sorts a page offers and the one it shows without `sort` in the URL. */
export interface SortChoice<Order extends SearchSortOrder> {
  orders: readonly Order[];
  defaultSort: Order;
}

/** A listing's: the four orders of spec section 4. */
export const LISTING_SORTS: SortChoice<SortOrder> = { orders: SORT_ORDERS, defaultSort: DEFAULT_SORT };

/** Reads `?page=2&sort=price_asc`; anything invalid falls back to page 1 and the default sort. */
export function readPageParams<Order extends SearchSortOrder>(
  params: URLSearchParams,
  { orders, defaultSort }: SortChoice<Order>,
): PageParams<Order> {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  return {
    page: Number.isInteger(page) && page >= FIRST_PAGE ? page : FIRST_PAGE,
    sort: orders.find((order) => order === sort) ?? defaultSort,
  };
}

/** The query string of a page: other parameters (e.g. `query`) kept, defaults left out of the URL. */
export function pageSearch<Order extends SearchSortOrder>(
  current: URLSearchParams,
  { page, sort }: PageParams<Order>,
  defaultSort: Order,
): string {
  const next = new URLSearchParams(current);
  next.delete('page');
  next.delete('sort');
  if (page !== FIRST_PAGE) next.set('page', String(page));
  if (sort !== defaultSort) next.set('sort', sort);
  const search = next.toString();
  return search ? `?${search}` : '';
}

/**
 * Page and sort live in the URL, so links, reloads and Back work; changing them pushes a history entry
 * through the router (no full reload). A new sort starts again at page 1. `correctPage` replaces the
 * entry instead: a page past the last (a stale bookmark) becomes the last one without a Back step to it.
 */
export function usePageParams<Order extends SearchSortOrder>(sorts: SortChoice<Order>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const current = readPageParams(searchParams, sorts);
  const go = useCallback(
    (next: PageParams<Order>, replace = false) =>
      setSearchParams(new URLSearchParams(pageSearch(searchParams, next, sorts.defaultSort)), { replace }),
    [searchParams, setSearchParams, sorts.defaultSort],
  );
  return {
    ...current,
    orders: sorts.orders,
    setPage: (page: number) => go({ ...current, page }),
    correctPage: (page: number) => go({ ...current, page }, true),
    setSort: (sort: Order) => go({ page: FIRST_PAGE, sort }),
    hrefFor: (page: number) => pageSearch(searchParams, { ...current, page }, sorts.defaultSort),
  };
}
