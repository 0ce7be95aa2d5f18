import { apiPost, ENDPOINTS, type LoginRequest, type LoginResponse } from '@shop/shared';

/**
 * `POST /user/login`. With credentials, so the browser keeps the HttpOnly refresh cookie the server sets:
 * for 30 days with `rememberMe`, else until the browser closes.
 */
export function login(request: LoginRequest): Promise<LoginResponse> {
  return apiPost<LoginResponse>(ENDPOINTS.login, request, { credentials: 'include' });
}
