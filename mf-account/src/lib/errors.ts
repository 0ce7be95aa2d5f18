import { ApiError } from '@shop/shared';
import { ACCOUNT_TEXTS } from '../texts';

/**
 * What to tell the visitor when a call failed: the server's Russian message, or a Russian line for a
 * network failure (the browser's own message, «Failed to fetch», is English).
 */
export function failureMessage(failure: unknown): string {
  if (failure instanceof ApiError) return failure.message;
  return ACCOUNT_TEXTS.auth.networkError;
}
