import type { Middleware, SWRConfiguration } from 'swr';
import { ApiError } from '@shop/shared';

/**
 * What the server hands to the browser with a page it rendered: the API answers the page was rendered with,
 * keyed exactly as the pages ask for them (`useApi(ENDPOINTS…)`), so hydration renders the same markup and
 * asks the API nothing again. Written into the page as JSON (`<script type="application/json">`).
 */
export type ServerAnswer = { data: unknown } | { error: { status: number; message: string | null } };

export interface ServerState {
  answers: Record<string, ServerAnswer>;
}

/** The id of the `<script type="application/json">` element holding the state. */
export const SERVER_STATE_ID = 'shop-state';

/** The state as the text of a `<script>` element: `<` escaped, so no answer can close the element. */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** The state of a server-rendered page, or null (a page rendered in the browser only). */
export function readServerState(doc: Document): ServerState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<ServerState>;
    return typeof state.answers === 'object' && state.answers !== null ? { answers: state.answers } : null;
  } catch {
    return null;
  }
}

/** swr's cache entry for an answer: the data, or the error the API client would have thrown. */
function cacheEntry(answer: ServerAnswer) {
  return 'data' in answer
    ? { data: answer.data }
    : { error: new ApiError(answer.error.status, answer.error.message) };
}

/** A cache filled with the answers; `onMiss` hears every API path asked for that is not in it. */
export function answersCache(answers: Record<string, ServerAnswer>, onMiss?: (path: string) => void) {
  const cache = new Map(Object.entries(answers).map(([key, answer]) => [key, cacheEntry(answer)]));
  if (!onMiss) return cache;
  const get = cache.get.bind(cache);
  // API paths are string keys beginning with «/»; swr's own and array keys (a logged-in call) are not asked.
  cache.get = (key) => {
    if (!cache.has(key) && key.startsWith('/')) onMiss(key);
    return get(key);
  };
  return cache;
}

/**
 * swr revalidates on mount data it did not fetch itself, and marks it as being revalidated meanwhile
 * (`isValidating`, shown by a listing as `aria-busy`): a hook with one of the server's answers takes it as it
 * is, on the server and in the hydrating browser alike, so both render the same markup.
 */
export function serverAnswersFirst(isServerAnswer: (key: string) => boolean): Middleware {
  return (useSWRNext) => (key, fetcher, config) =>
    useSWRNext(
      key,
      fetcher,
      typeof key === 'string' && isServerAnswer(key) ? { ...config, revalidateOnMount: false } : config,
    );
}

/** How long after hydration a page's server answers are taken as fresh when a page using them mounts. */
export const SERVER_ANSWERS_FRESH_MS = 60_000;

/** swr's configuration of a hydrated page: its cache starts with the server's answers, fresh for a while. */
export function hydratedSwrConfig(state: ServerState, now = Date.now): SWRConfiguration {
  const until = now() + SERVER_ANSWERS_FRESH_MS;
  return {
    provider: () => answersCache(state.answers),
    use: [serverAnswersFirst((key) => key in state.answers && now() < until)],
  };
}
