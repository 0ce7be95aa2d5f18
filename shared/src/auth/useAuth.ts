import { useCallback, useEffect } from 'react';
import useSWR from 'swr';
import { ApiError, apiGet, apiRequest } from '../api/client';
import type { RefreshResponse, UserProfile } from '../contract';
import { ENDPOINTS } from '../domain/endpoints';
import { clearAccessToken, setAccessToken, syncAccessTokenFromCookie, useSessionStore } from './session';

/**
 * Asks the server for a new access token with the HttpOnly refresh cookie (`GET /user/refresh`).
 * Returns whether the session is still valid; used before an order is sent and when the access token expired.
 */
export async function refreshSession(): Promise<boolean> {
  try {
    const { accessToken } = await apiGet<RefreshResponse>(ENDPOINTS.refresh, { credentials: 'include' });
    setAccessToken(accessToken);
    return true;
  } catch {
    return false;
  }
}

async function fetchUserProfile(): Promise<UserProfile> {
  try {
    return await apiGet<UserProfile>(ENDPOINTS.userInfo, { auth: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && (await refreshSession())) {
      return apiGet<UserProfile>(ENDPOINTS.userInfo, { auth: true });
    }
    throw error;
  }
}

export interface AuthState {
  /** An access token is present. */
  isLoggedIn: boolean;
  /** The user's name from `/user/info`, null while loading or when anonymous. */
  name: string | null;
  isLoading: boolean;
  logout: () => Promise<void>;
}

/** Login state for the header and the account pages. */
export function useAuth(): AuthState {
  const accessToken = useSessionStore((state) => state.accessToken);
  const { data, error, isLoading } = useSWR<UserProfile, unknown>(
    accessToken ? [ENDPOINTS.userInfo, accessToken] : null,
    fetchUserProfile,
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );

  // A token the server rejects (even after a refresh) means the visitor is not logged in.
  useEffect(() => {
    if (error instanceof ApiError && error.status === 401) clearAccessToken();
  }, [error]);

  // A login or logout in another tab changes the cookie; pick it up when this tab is focused again.
  useEffect(() => {
    window.addEventListener('focus', syncAccessTokenFromCookie);
    return () => window.removeEventListener('focus', syncAccessTokenFromCookie);
  }, []);

  const logout = useCallback(async () => {
    try {
      await apiRequest<unknown>(ENDPOINTS.logout, { credentials: 'include' });
    } catch {
      // The local session ends anyway; the server's cookie expires on its own.
    } finally {
      clearAccessToken();
    }
  }, []);

  return { isLoggedIn: accessToken !== null, name: data?.name ?? null, isLoading, logout };
}
