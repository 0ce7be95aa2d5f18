import { ENDPOINTS, type AvailabilityResponse, type CheckAvailabilityRequest } from '@shop/shared';
import { adminRequest, useAdminData } from '../../../lib/adminApi';

/** `POST /admin/checkAvailability/`: name, price, availability and the server's message. */
export function checkAvailability(itemCode: string) {
  const body: CheckAvailabilityRequest = { itemCode };
  return adminRequest<AvailabilityResponse>(ENDPOINTS.adminAvailability, body);
}

/** The same call for the item code field: the product's name and current price (none for an empty code). */
export function useItemLookup(itemCode: string) {
  const body: CheckAvailabilityRequest = { itemCode };
  return useAdminData<AvailabilityResponse>(itemCode ? ENDPOINTS.adminAvailability : null, body);
}
