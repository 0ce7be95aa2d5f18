import { ENDPOINTS, LISTING_PAGE_SIZE, useApi, type ListingResponse, type SortOrder } from '@shop/shared';

/**
 * A page of a listing (spec: GET {listing path}/?limit=20&page={n}&sort={order}). The previous page stays
 * on screen while the next one loads, so paging never blanks the list.
 */
export function useListing(path: string, page: number, sort: SortOrder) {
  return useApi<ListingResponse>(ENDPOINTS.listing(path, { limit: LISTING_PAGE_SIZE, page, sort }), {
    keepPreviousData: true,
  });
}
