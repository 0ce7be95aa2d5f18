import { ENDPOINTS, type ListingFilters, type ListingFiltersResponse, useApi } from '@shop/shared';

/** What the panel offers for the listing at `path` with `filters` chosen; the last answer stays while the next loads. */
export function useListingFilters(path: string, filters: ListingFilters) {
  return useApi<ListingFiltersResponse>(ENDPOINTS.listingFilters(path, filters), { keepPreviousData: true });
}
