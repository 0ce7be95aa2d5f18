/**
 * The page-readable access token (cookie, path `/`). It is kept in a small store as well, so that the
 * header notices a login or logout made by any remote without polling cookies.
 */
import Cookies from 'js-cookie';
import { create } from 'zustand';
import { ACCESS_TOKEN_COOKIE } from '../domain/constants';

interface SessionState {
  accessToken: string | null;
}

const readCookie = (): string | null => Cookies.get(ACCESS_TOKEN_COOKIE) ?? null;

export const useSessionStore = create<SessionState>(() => ({ accessToken: readCookie() }));

export function getAccessToken(): string | null {
  return useSessionStore.getState().accessToken;
}

/** Stores the access token after a login (the server sets the HttpOnly refresh cookie itself). */
export function setAccessToken(token: string): void {
  Cookies.set(ACCESS_TOKEN_COOKIE, token, { path: '/', sameSite: 'Lax' });
  useSessionStore.setState({ accessToken: token });
}

export function clearAccessToken(): void {
  Cookies.remove(ACCESS_TOKEN_COOKIE, { path: '/' });
  useSessionStore.setState({ accessToken: null });
}

/** Re-reads the cookie, e.g. when the tab regains focus after a login or logout in another tab. */
export function syncAccessTokenFromCookie(): void {
  const token = readCookie();
  if (token !== getAccessToken()) useSessionStore.setState({ accessToken: token });
}
