import { useCallback } from 'react';
import useSWR, { type SWRConfiguration, useSWRConfig } from 'swr';
import { apiRequest } from '@shop/shared';

/**
 * An admin call (spec section 7: POST with JSON, same origin) with the bearer token; the shared fetcher
 * renews an expired session once and repeats the call.
 */
export function adminRequest<T>(path: string, body?: unknown): Promise<T> {
  return apiRequest<T>(path, { auth: true, body, method: body === undefined ? 'GET' : 'POST' });
}

/** Every swr key of this remote starts with it, so one call revalidates all of them after a change. */
const ADMIN_KEY = 'admin';

/** An admin GET or a POST that only reads (`body`), through swr; `path: null` skips it. */
export function useAdminData<T>(path: string | null, body?: unknown, config?: SWRConfiguration<T, unknown>) {
  return useSWR<T, unknown>(
    path === null ? null : [ADMIN_KEY, path, body],
    ([, key, sent]: [string, string, unknown]) => adminRequest<T>(key, sent),
    { revalidateOnFocus: false, shouldRetryOnError: false, ...config },
  );
}

/** After a price change or a revert: the history and the looked-up prices are out of date. */
export function useRevalidateAdminData(): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    void mutate((key) => Array.isArray(key) && key[0] === ADMIN_KEY);
  }, [mutate]);
}
