import { useEffect, useState } from 'react';

/** The `token` of the address's fragment (`…#token=…`), or null. */
const tokenInAddress = (): string | null => new URLSearchParams(window.location.hash.slice(1)).get('token');

/**
 * The token of a one-time link (`…#token=…`), read when the page opens. Once the page is shown the fragment is
 * taken out of the address bar, so the token stays out of the history and of anything the page shares later.
 * It is taken out in an effect, not while rendering: React may render the page more than once before it shows
 * it (a render interrupted by a more urgent update, or a part still loading), and every such render must still
 * find the token.
 */
export function useLinkToken(): string | null {
  const [token] = useState(tokenInAddress);
  useEffect(() => {
    if (tokenInAddress()) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);
  return token;
}
