import {
  apiPost,
  ENDPOINTS,
  type LinkTokenRequest,
  type MessageResponse,
  type ResetPasswordRequest,
} from '@shop/shared';

/** The calls behind the account letters' one-time links; each answers a Russian `message`. */

export const confirmEmail = (request: LinkTokenRequest): Promise<MessageResponse> =>
  apiPost<MessageResponse>(ENDPOINTS.confirmEmail, request);

export const changeEmail = (request: LinkTokenRequest): Promise<MessageResponse> =>
  apiPost<MessageResponse>(ENDPOINTS.changeEmail, request);

export const resetPassword = (request: ResetPasswordRequest): Promise<MessageResponse> =>
  apiPost<MessageResponse>(ENDPOINTS.resetPassword, request);

/** The manager's invitation: the password set, the address confirmed, the role granted. */
export const acceptInvitation = (request: ResetPasswordRequest): Promise<MessageResponse> =>
  apiPost<MessageResponse>(ENDPOINTS.acceptInvitation, request);
