/**
 * Why the server rendered a slot's loading state instead of its content: the error digests the server's
 * renderer gives, which the browser's hydration expects (it renders those slots itself, quietly).
 */
export const SERVER_FALLBACK = {
  /** A page of browser storage or a login (basket, profile, …): its skeleton on the server. */
  browserOnly: 'shop:browser-only',
  /** A remote the server could not load or that threw while rendering: the browser tries it itself. */
  remoteFailed: 'shop:remote-failed',
} as const;

export const EXPECTED_SERVER_FALLBACKS: ReadonlySet<string> = new Set(Object.values(SERVER_FALLBACK));
