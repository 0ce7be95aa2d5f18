import { LISTING_PAGE_SIZE, type ListingResponse, type SortOrder } from '@shop/shared';
import { useApi } from '../../../lib/useApi';

/**
 * A page of a listing (spec: GET {listing path}/?limit=20&page={n}&sort={order}). The previous page stays
 * on screen while the next one loads, so paging never blanks the list.
 */
export function useListing(path: string, page: number, sort: SortOrder) {
  return useApi<ListingResponse>(`${path}/?limit=${LISTING_PAGE_SIZE}&page=${page}&sort=${sort}`, {
    keepPreviousData: true,
  });
}
