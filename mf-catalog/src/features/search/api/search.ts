import {
  ENDPOINTS,
  type ListingFilters,
  type ListingFiltersResponse,
  useApi,
  type SearchResponse,
  type SearchSortOrder,
} from '@shop/shared';

/**
 * Products matching a query (spec: GET /catalog/search/?query={text}&type=products); an empty query makes
 * no call. `limit` asks for another count than the API's default 10; `paging` a page of the results page in
 * best match first or in one of the listing's sorts, with its filters, the previous page staying on screen
 * while the next one loads.
 */
export function useSearch(
  query: string,
  limit?: number,
  paging?: { page: number; sort: SearchSortOrder; filters?: ListingFilters },
) {
  return useApi<SearchResponse>(query ? ENDPOINTS.search(query, limit, paging) : null, {
    keepPreviousData: paging !== undefined,
  });
}

/** What the filter panel of the results page offers for `query` with `filters` chosen. */
export function useSearchFilters(query: string, filters: ListingFilters) {
  return useApi<ListingFiltersResponse>(query ? ENDPOINTS.searchFilters(query, filters) : null, {
    keepPreviousData: true,
  });
}
