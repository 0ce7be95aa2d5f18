import {
  apiRequest,
  ENDPOINTS,
  type ChangeStatusRequest,
  type DeskOrder,
  type DeskOrdersResponse,
  type ManagerCommentRequest,
} from '@shop/shared';
import { useAdminData } from '../../../lib/adminApi';

/** How often the list asks again, so new orders appear without a reload. */
export const DESK_POLL_MS = 15_000;

/** `GET /desk/orders/?…`: a page of the list with the counts; asked again every 15 s while shown. */
export function useDeskOrders(query: string, enabled: boolean) {
  return useAdminData<DeskOrdersResponse>(enabled ? ENDPOINTS.deskOrders(query) : null, undefined, {
    keepPreviousData: true,
    refreshInterval: DESK_POLL_MS,
  });
}

/** `GET /desk/orders/{id}/` */
export function useDeskOrder(id: number, enabled: boolean) {
  return useAdminData<DeskOrder>(enabled ? ENDPOINTS.deskOrder(id) : null);
}

/** `POST /desk/orders/{id}/status/`: answers the order as it now is. */
export function changeStatus(id: number, body: ChangeStatusRequest) {
  return apiRequest<DeskOrder>(ENDPOINTS.deskStatus(id), { auth: true, method: 'POST', body });
}

/** `PUT /desk/orders/{id}/comment/` */
export function saveComment(id: number, body: ManagerCommentRequest) {
  return apiRequest<DeskOrder>(ENDPOINTS.deskComment(id), { auth: true, method: 'PUT', body });
}
