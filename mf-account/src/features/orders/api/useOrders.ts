import useSWR from 'swr';
import { apiGet, ENDPOINTS, type OrdersResponse } from '@shop/shared';

/**
 * `GET /user/orders` with the bearer token, for the account with `email` (null: not logged in or the
 * profile not read yet; nothing is asked). Keyed by the account, so another login never shows these.
 */
export function useOrders(email: string | null) {
  return useSWR<OrdersResponse, unknown>(
    email ? [ENDPOINTS.orders, email] : null,
    ([path]: [string, string]) => apiGet<OrdersResponse>(path, { auth: true }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
