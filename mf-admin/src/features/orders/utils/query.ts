/** The desk's filters as they live in the page's URL and go, unchanged, to the API's list call. */
export const FILTER_KEYS = ['status', 'from', 'to', 'buyer', 'delivery', 'point', 'q'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The page's query reduced to the desk's keys, sorted: one URL and one cache key per list. */
export function deskQuery(params: URLSearchParams, { withPage = true } = {}): string {
  const query = new URLSearchParams();
  for (const key of [...FILTER_KEYS, ...(withPage ? ['page'] : [])].sort()) {
    const value = params.get(key);
    if (value) query.set(key, value);
  }
  return query.toString();
}

/** The same query with `key` set (or removed when empty); any change but the page's goes back to page 1. */
export function withParam(params: URLSearchParams, key: FilterKey | 'page', value: string): URLSearchParams {
  const next = new URLSearchParams(deskQuery(params));
  if (value) next.set(key, value);
  else next.delete(key);
  if (key !== 'page') next.delete('page');
  return new URLSearchParams(deskQuery(next));
}
