import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { apiFetcher, type ApiError } from './client';

/** Catalogue data changes only through the admin tool, so a tab regaining focus does not refetch it. */
const DEFAULTS: SWRConfiguration = { revalidateOnFocus: false, shouldRetryOnError: false };

/**
 * A GET of the API through swr's shared cache (also shared with the shell, which uses the same swr
 * singleton); `null` skips the call. A failed call has already been logged as «HTTP error! Status: …».
 *
 * The answer is a plain snapshot with every field read here: swr re-renders the caller only for the fields
 * read during its render, and a page's content is rendered later, in a deferred render (mf-catalog's
 * WithData), where a field read for the first time would hold its stale value and never be updated.
 */
export function useApi<T>(
  path: string | null,
  config?: SWRConfiguration<T, ApiError>,
): SWRResponse<T, ApiError> {
  const { data, error, isValidating, isLoading, mutate } = useSWR<T, ApiError>(
    path,
    (key: string) => apiFetcher<T>(key),
    { ...DEFAULTS, ...config },
  );
  return { data, error, isValidating, isLoading, mutate };
}
