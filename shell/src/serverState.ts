import { use } from 'react';
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

/** swr's cache of a page, filled with the answers. */
export function answersCache(answers: Record<string, ServerAnswer>) {
  return new Map(Object.entries(answers).map(([key, answer]) => [key, cacheEntry(answer)]));
}

/**
 * The answers of a page the server renders, as they arrive: `ask` gets an API path's answer (undefined: given
 * up, the browser asks it itself), each path once. `pending(path)` starts the call, once, and gives the
 * promise that settles once the answer is in `answers` and `cache` or given up.
 */
export function serverAnswers(ask: (path: string) => Promise<ServerAnswer | undefined>) {
  const answers: Record<string, ServerAnswer> = {};
  const cache = answersCache(answers);
  const asked = new Map<string, Promise<void>>();
  const pending = (path: string): Promise<void> => {
    let answered = asked.get(path);
    if (!answered) {
      const settled: Promise<void> = ask(path).then((answer) => {
        if (answer) {
          answers[path] = answer;
          cache.set(path, cacheEntry(answer));
        }
        // Marked the way React marks a promise it has read: a part asking later reads it without waiting.
        Object.assign(settled, { status: 'fulfilled', value: undefined });
      });
      answered = settled;
      asked.set(path, answered);
    }
    return answered;
  };
  return { answers, cache, pending };
}

/**
 * On the server: a hook asking an API path waits for its answer (`pending` of `serverAnswers`), so the page is
 * rendered once, with its data. React suspends the part of the page using the hook meanwhile and renders on
 * with the siblings. Every API hook reads its promise, settled or not: React matches a component's reads by
 * their order when it renders it again. API paths are string keys beginning with «/»; swr's own and array
 * keys (a logged-in call) are not asked.
 */
export function awaitServerAnswers(pending: (path: string) => Promise<void>): Middleware {
  return (useSWRNext) =>
    function useWithServerAnswer(key, fetcher, config) {
      if (typeof key === 'string' && key.startsWith('/')) use(pending(key));
      return useSWRNext(key, fetcher, config);
    };
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
