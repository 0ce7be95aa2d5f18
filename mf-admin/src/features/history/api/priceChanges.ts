import { ENDPOINTS, type PriceChangesResponse, type RevertResponse } from '@shop/shared';
import { adminRequest, useAdminData } from '../../../lib/adminApi';

/** `GET /admin/priceChanges/?page={n}`: a page of the history, newest first (also tells who may see it). */
export function usePriceChanges(page: number, enabled = true) {
  return useAdminData<PriceChangesResponse>(enabled ? ENDPOINTS.adminPriceChanges(page) : null, undefined, {
    keepPreviousData: true,
  });
}

/** `POST /admin/priceChanges/{id}/revert/` */
export function revertChange(changeId: number) {
  return adminRequest<RevertResponse>(ENDPOINTS.adminRevert(changeId), {});
}
