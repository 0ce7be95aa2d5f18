import { ENDPOINTS, useApi, type SearchResponse, type SortOrder } from '@shop/shared';

/**
 * Products matching a query (spec: GET /catalog/search/?query={text}&type=products); an empty query makes
 * no call. `limit` asks for another count than the API's default 10; `paging` a page of the results page in
 * one of the listing's sorts, the previous page staying on screen while the next one loads.
 */
export function useSearch(query: string, limit?: number, paging?: { page: number; sort: SortOrder }) {
  return useApi<SearchResponse>(query ? ENDPOINTS.search(query, limit, paging) : null, {
    keepPreviousData: paging !== undefined,
  });
}
