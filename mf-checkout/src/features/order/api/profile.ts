import useSWR from 'swr';
import { ENDPOINTS, apiGet, getAccessToken, useAuth, type UserProfile } from '@shop/shared';

/**
 * A logged-in buyer's profile (`GET /user/info`), to start the order form filled. Keyed like the header's
 * call of `useAuth`, so both share one answer; nothing is asked for a guest.
 */
export function useProfile(): UserProfile | undefined {
  const { isLoggedIn } = useAuth();
  const token = isLoggedIn ? getAccessToken() : null;
  const { data } = useSWR(
    token ? [ENDPOINTS.userInfo, token] : null,
    () => apiGet<UserProfile>(ENDPOINTS.userInfo, { auth: true }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return data;
}
