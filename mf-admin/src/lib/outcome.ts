import { ApiError, TEXTS } from '@shop/shared';
import { ADMIN_TEXTS } from '../texts';

/** What an admin action ended with, as the page says it (spec sections 7 and 8). */
export interface Outcome {
  ok: boolean;
  text: string;
}

/** The answer's message, else 'Success'. */
export const succeeded = (message: string | undefined): Outcome => ({
  ok: true,
  text: message || TEXTS.admin.success,
});

/** 'Error: ' plus the server's message; a request that never got an answer says so in Russian. */
export function failed(error: unknown): Outcome {
  const message = error instanceof ApiError ? error.message : ADMIN_TEXTS.networkError;
  return { ok: false, text: `${TEXTS.admin.errorPrefix}${message}` };
}
