import { apiPost, ENDPOINTS, type MessageResponse } from '@shop/shared';

/** `POST /user/resendConfirmation`: a new confirmation letter; the older links stop working. */
export function resendConfirmation(): Promise<MessageResponse> {
  return apiPost<MessageResponse>(ENDPOINTS.resendConfirmation, undefined, { auth: true });
}
