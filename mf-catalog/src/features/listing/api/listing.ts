import {
  ENDPOINTS,
  LISTING_PAGE_SIZE,
  NO_FILTERS,
  useApi,
  type ListingFilters,
  type ListingResponse,
  type SortOrder,
} from '@shop/shared';

/**
 * A page of a listing (spec: GET {listing path}/?limit=20&page={n}&sort={order}, with the filters chosen):
 * the listing page exists if it does. The previous page stays on screen while the next one loads,
 * so paging never blanks the list.
 */
export function useListing(
  path: string,
  page: number,
  sort: SortOrder,
  filters: ListingFilters = NO_FILTERS,
) {
  return useApi<ListingResponse>(ENDPOINTS.listing(path, { limit: LISTING_PAGE_SIZE, page, sort, filters }), {
    keepPreviousData: true,
    decidesPage: true,
  });
}
