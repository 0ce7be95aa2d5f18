import { createContext, useContext } from 'react';

/**
 * What a page rendered on the server tells the server about itself: its title (`usePageTitle`) and whether it
 * is a «not found» page (`useNotFoundStatus`), so the answer gets its `<title>` and a real 404. The server
 * provides a fresh one per render; in the browser there is none and the hooks do nothing here.
 */
export interface PageStatus {
  setTitle(title: string): void;
  markNotFound(): void;
}

export const PageStatusContext = createContext<PageStatus | null>(null);

/** Marks the page being rendered on the server as not found (answered with 404). */
export function useNotFoundStatus(): void {
  useContext(PageStatusContext)?.markNotFound();
}
