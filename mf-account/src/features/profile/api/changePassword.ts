import { apiPost, ENDPOINTS, type ChangePasswordRequest, type ChangePasswordResponse } from '@shop/shared';

/**
 * `PUT /user/changePassword` with the bearer token and the refresh cookie (which tells the server this
 * session, the one to keep): the server ends every other session and answers a new access token.
 */
export function changePassword(request: ChangePasswordRequest): Promise<ChangePasswordResponse> {
  return apiPost<ChangePasswordResponse>(ENDPOINTS.changePassword, request, {
    method: 'PUT',
    auth: true,
    credentials: 'include',
  });
}
