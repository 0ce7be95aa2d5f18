import { apiPost, ENDPOINTS, type ProfileUpdateRequest, type ProfileUpdateResponse } from '@shop/shared';

/** `PUT /user/changeInfo` with the bearer token: answers the saved profile. */
export function changeInfo(request: ProfileUpdateRequest): Promise<ProfileUpdateResponse> {
  return apiPost<ProfileUpdateResponse>(ENDPOINTS.changeInfo, request, { method: 'PUT', auth: true });
}
