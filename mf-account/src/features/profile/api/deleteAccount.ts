import { apiPost, ENDPOINTS, type DeleteAccountRequest, type MessageResponse } from '@shop/shared';

/** `POST /user/deleteAccount` with the current password; the server clears the session cookies. */
export function deleteAccount(request: DeleteAccountRequest): Promise<MessageResponse> {
  return apiPost<MessageResponse>(ENDPOINTS.deleteAccount, request, { auth: true, credentials: 'include' });
}
