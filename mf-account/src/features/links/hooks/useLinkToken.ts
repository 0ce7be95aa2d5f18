import { useState } from 'react';

/**
 * The token of a one-time link (`…#token=…`), read once when the page opens. The fragment is then taken out
 * of the address bar, so the token stays out of the history and of anything the page shares later.
 */
export function useLinkToken(): string | null {
  const [token] = useState(() => {
    const found = new URLSearchParams(window.location.hash.slice(1)).get('token');
    if (found) window.history.replaceState(window.history.state, '', window.location.pathname);
    return found;
  });
  return token;
}
