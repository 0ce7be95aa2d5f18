import {
  apiPost,
  ENDPOINTS,
  selectGuestOrderClaims,
  useShopStore,
  type LoginRequest,
  type LoginResponse,
} from '@shop/shared';

/**
 * `POST /user/login`. With credentials, so the browser keeps the HttpOnly refresh cookie the server sets:
 * for 30 days with `rememberMe`, else until the browser closes. The guest orders placed from this browser
 * go along, so the server attaches them to the account.
 */
export function login(request: Omit<LoginRequest, 'guestOrders'>): Promise<LoginResponse> {
  const guestOrders = selectGuestOrderClaims(useShopStore.getState());
  return apiPost<LoginResponse>(ENDPOINTS.login, { ...request, guestOrders }, { credentials: 'include' });
}
