/**
 * The page-readable access token (cookie, path `/`). It is kept in a small store as well, so that the
 * header notices a login or logout made by any remote without polling cookies. Other tabs of the site
 * follow a login or logout through a BroadcastChannel: the cookie is shared, so they re-read it.
 */
import Cookies from 'js-cookie';
import { create } from 'zustand';
import { ACCESS_TOKEN_COOKIE } from '../domain/constants';
import { TEXTS } from '../domain/texts';

interface SessionState {
  accessToken: string | null;
  /** A Russian notice for the visitor when the session ended without their asking (expired, revoked). */
  notice: string | null;
}

const readCookie = (): string | null => Cookies.get(ACCESS_TOKEN_COOKIE) ?? null;

/**
 * Starts as the server renders it (anonymous) and takes the cookie at once: a server-rendered page hydrates
 * with the initial state (zustand's server snapshot) and React renders the logged-in header right after.
 */
export const useSessionStore = create<SessionState>(() => ({ accessToken: null, notice: null }));
useSessionStore.setState({ accessToken: readCookie() });

type SessionMessage = { type: 'login' } | { type: 'logout'; notice: string | null };

const CHANNEL_NAME = 'shop-session';
// Browsers without BroadcastChannel (and jsdom) still follow other tabs on focus, through the cookie. Only in a
// page: in Node (the server renderer) an open channel is a handle that keeps the process from exiting, and
// there are no tabs to tell.
const channel =
  typeof document === 'undefined' || typeof BroadcastChannel === 'undefined'
    ? null
    : new BroadcastChannel(CHANNEL_NAME);

channel?.addEventListener('message', (event: MessageEvent<SessionMessage>) => {
  const token = readCookie();
  const notice = event.data.type === 'logout' ? event.data.notice : null;
  useSessionStore.setState({ accessToken: token, notice: token ? null : notice });
});

export function getAccessToken(): string | null {
  return useSessionStore.getState().accessToken;
}

/** Stores a new access token (login, refresh, password change); the server sets the HttpOnly refresh cookie. */
export function setAccessToken(token: string): void {
  const wasLoggedIn = getAccessToken() !== null;
  Cookies.set(ACCESS_TOKEN_COOKIE, token, { path: '/', sameSite: 'Lax' });
  useSessionStore.setState({ accessToken: token, notice: null });
  // A refreshed token needs no message: other tabs read the shared cookie when they next call the API.
  if (!wasLoggedIn) channel?.postMessage({ type: 'login' } satisfies SessionMessage);
}

/** Forgets the access token in this tab only (tests, a token another tab already removed). */
export function clearAccessToken(): void {
  Cookies.remove(ACCESS_TOKEN_COOKIE, { path: '/' });
  useSessionStore.setState({ accessToken: null });
}

/**
 * Ends the session in this tab and every other tab of the site. `expired` shows the visitor why they were
 * logged out (the server refused the session even after a refresh).
 */
export function endSession({ expired = false }: { expired?: boolean } = {}): void {
  const notice = expired ? TEXTS.auth.sessionExpired : null;
  clearAccessToken();
  useSessionStore.setState({ notice });
  channel?.postMessage({ type: 'logout', notice } satisfies SessionMessage);
}

export function dismissSessionNotice(): void {
  useSessionStore.setState({ notice: null });
}

/** Re-reads the cookie, e.g. when the tab regains focus after a login or logout in another tab. */
export function syncAccessTokenFromCookie(): void {
  const token = readCookie();
  if (token !== getAccessToken()) useSessionStore.setState({ accessToken: token });
}
