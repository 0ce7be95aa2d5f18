import useSWR, { type SWRConfiguration } from 'swr';
import { apiFetcher, type ApiError } from './client';

/** Catalogue data changes only through the admin tool, so a tab regaining focus does not refetch it. */
const DEFAULTS: SWRConfiguration = { revalidateOnFocus: false, shouldRetryOnError: false };

/**
 * A GET of the API through swr's shared cache (also shared with the shell, which uses the same swr
 * singleton); `null` skips the call. A failed call has already been logged as «HTTP error! Status: …».
 */
export function useApi<T>(path: string | null, config?: SWRConfiguration<T, ApiError>) {
  return useSWR<T, ApiError>(path, (key: string) => apiFetcher<T>(key), { ...DEFAULTS, ...config });
}
