import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False on the server and while a server-rendered page hydrates, true from then on (and at once in a page
 * the browser renders itself): for a part that exists only in a browser (a map), whose place the server
 * fills with its placeholder.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
