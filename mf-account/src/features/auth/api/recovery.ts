import { apiPost, ENDPOINTS, type MessageResponse, type RecoveryRequest } from '@shop/shared';

/** `POST /user/recovery`: the same answer for any address; a letter goes only to an account's. */
export function requestRecovery(request: RecoveryRequest): Promise<MessageResponse> {
  return apiPost<MessageResponse>(ENDPOINTS.recovery, request);
}
