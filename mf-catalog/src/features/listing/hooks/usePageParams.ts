import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_SORT, FIRST_PAGE, SORT_ORDERS, type SortOrder } from '@shop/shared';

export interface PageParams {
  page: number;
  sort: SortOrder;
}

/** Reads `?page=2&sort=price_asc`; anything invalid falls back to page 1 and the default sort. */
export function readPageParams(params: URLSearchParams): PageParams {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  return {
    page: Number.isInteger(page) && page >= FIRST_PAGE ? page : FIRST_PAGE,
    sort: SORT_ORDERS.find((order) => order === sort) ?? DEFAULT_SORT,
  };
}

/** The query string of a page: other parameters (e.g. `query`) kept, defaults left out of the URL. */
export function pageSearch(current: URLSearchParams, { page, sort }: PageParams): string {
  const next = new URLSearchParams(current);
  next.delete('page');
  next.delete('sort');
  if (page !== FIRST_PAGE) next.set('page', String(page));
  if (sort !== DEFAULT_SORT) next.set('sort', sort);
  const search = next.toString();
  return search ? `?${search}` : '';
}

/**
 * Page and sort live in the URL, so links, reloads and Back work; changing them pushes a history entry
 * through the router (no full reload). A new sort starts again at page 1.
 */
export function usePageParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const current = readPageParams(searchParams);
  const go = useCallback(
    (next: PageParams) => setSearchParams(new URLSearchParams(pageSearch(searchParams, next))),
    [searchParams, setSearchParams],
  );
  return {
    ...current,
    setPage: (page: number) => go({ ...current, page }),
    setSort: (sort: SortOrder) => go({ page: FIRST_PAGE, sort }),
    hrefFor: (page: number) => pageSearch(searchParams, { ...current, page }),
  };
}
