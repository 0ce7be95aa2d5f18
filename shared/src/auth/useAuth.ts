import { useCallback, useEffect } from 'react';
import useSWR from 'swr';
import {
  apiGet,
  apiRequest,
  endSession,
  syncAccessTokenFromCookie,
  useSessionStore,
} from '@shop/shared/kernel';
import type { UserProfile } from '../contract';
import { ENDPOINTS } from '../domain/endpoints';

/**
 * The account an access token belongs to (its JWT subject), so that a renewed token of the same account
 * keeps the loaded profile while another account's login loads its own. Not a check: the server verifies.
 */
function accountOf(token: string): string {
  try {
    const payload = token.split('.')[1] ?? '';
    const { sub } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof sub === 'string' ? sub : token;
  } catch {
    return token;
  }
}

export interface AuthState {
  /** An access token is present. */
  isLoggedIn: boolean;
  /** The user's profile from `/user/info`, null while loading or when anonymous. */
  profile: UserProfile | null;
  /** The user's name from the profile. */
  name: string | null;
  isLoading: boolean;
  /** Why the session ended without the visitor asking (Russian), until dismissed or the next login. */
  notice: string | null;
  logout: () => Promise<void>;
  /** Shows a profile the server answered (after a change) everywhere at once, without asking again. */
  showProfile: (profile: UserProfile) => void;
}

/** Login state for the header and the account pages. */
export function useAuth(): AuthState {
  const accessToken = useSessionStore((state) => state.accessToken);
  const notice = useSessionStore((state) => state.notice);
  const { data, isLoading, mutate } = useSWR<UserProfile, unknown>(
    accessToken ? [ENDPOINTS.userInfo, accountOf(accessToken)] : null,
    ([path]: [string, string]) => apiGet<UserProfile>(path, { auth: true }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );

  // A login or logout in a tab without BroadcastChannel changes the cookie; pick it up on focus.
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
      endSession();
    }
  }, []);

  const showProfile = useCallback(
    (profile: UserProfile) => void mutate(profile, { revalidate: false }),
    [mutate],
  );

  const profile = accessToken ? (data ?? null) : null;
  return {
    isLoggedIn: accessToken !== null,
    profile,
    name: profile?.name ?? null,
    isLoading,
    notice,
    logout,
    showProfile,
  };
}
