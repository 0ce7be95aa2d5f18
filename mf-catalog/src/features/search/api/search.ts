import type { SearchResponse } from '@shop/shared';
import { useApi } from '../../../lib/useApi';

/** The most results the API gives in one answer: the full results page pages through them itself. */
export const SEARCH_PAGE_LIMIT = 50;

/** The address of the full results page. */
export const searchPageHref = (query: string) => `/catalog/search?query=${encodeURIComponent(query)}`;

/**
 * Products matching a query (spec: GET /catalog/search/?query={text}&type=products); an empty query makes
 * no call. `limit` asks for more than the API's default 10.
 */
export function useSearch(query: string, limit?: number) {
  const path = query
    ? `/catalog/search/?query=${encodeURIComponent(query)}&type=products${limit ? `&limit=${limit}` : ''}`
    : null;
  return useApi<SearchResponse>(path);
}
