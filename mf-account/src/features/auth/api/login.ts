import { apiPost, ENDPOINTS, type LoginRequest, type LoginResponse } from '@shop/shared';

/** `POST /user/login`. With credentials, so the browser keeps the HttpOnly refresh cookie the server sets. */
export function login(request: LoginRequest): Promise<LoginResponse> {
  return apiPost<LoginResponse>(ENDPOINTS.login, request, { credentials: 'include' });
}
