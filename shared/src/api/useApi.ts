import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { type ApiError, apiFetcher, usePageDecidedBy } from '@shop/shared/kernel';

/** Catalogue data changes only through the admin tool, so a tab regaining focus does not refetch it. */
const DEFAULTS: SWRConfiguration = { revalidateOnFocus: false, shouldRetryOnError: false };

export interface ApiOptions<T> extends SWRConfiguration<T, ApiError> {
  /**
   * The answer decides whether the page exists (a product's, a category's, a listing's own call: a 404 shows
   * the not-found page): the server waits for it past its render budget before it sends the page's status.
   */
  decidesPage?: boolean;
}

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
  { decidesPage = false, ...config }: ApiOptions<T> = {},
): SWRResponse<T, ApiError> {
  // Said before swr's hook, whose server middleware asks the API for the path.
  usePageDecidedBy(decidesPage ? path : null);
  const { data, error, isValidating, isLoading, mutate } = useSWR<T, ApiError>(
    path,
    (key: string) => apiFetcher<T>(key),
    { ...DEFAULTS, ...config },
  );
  return { data, error, isValidating, isLoading, mutate };
}
