import {
  apiPost,
  ENDPOINTS,
  selectGuestOrderClaims,
  useShopStore,
  type MessageResponse,
  type RegistrationRequest,
} from '@shop/shared';

/**
 * `POST /user/registration`: answers 201 with a Russian `message`; no token (the buyer logs in next). The
 * guest orders placed from this browser go along, so the new account starts with them.
 */
export function register(request: Omit<RegistrationRequest, 'guestOrders'>): Promise<MessageResponse> {
  const guestOrders = selectGuestOrderClaims(useShopStore.getState());
  return apiPost<MessageResponse>(ENDPOINTS.registration, { ...request, guestOrders });
}
