import { apiPost, ENDPOINTS, type MessageResponse, type RegistrationRequest } from '@shop/shared';

/** `POST /user/registration`: answers 201 with a Russian `message`; no token (the buyer logs in next). */
export function register(request: RegistrationRequest): Promise<MessageResponse> {
  return apiPost<MessageResponse>(ENDPOINTS.registration, request);
}
