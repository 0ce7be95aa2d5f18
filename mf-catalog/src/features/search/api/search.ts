import { ENDPOINTS, useApi, type SearchResponse } from '@shop/shared';

/**
 * Products matching a query (spec: GET /catalog/search/?query={text}&type=products); an empty query makes
 * no call. `limit` asks for more than the API's default 10.
 */
export function useSearch(query: string, limit?: number) {
  return useApi<SearchResponse>(query ? ENDPOINTS.search(query, limit) : null);
}
