import { createContext, useContext } from 'react';

/**
 * What a page rendered on the server tells the server about itself: its title (`usePageTitle`) and whether it
 * is a «not found» page (`useNotFoundStatus`), so the answer gets its `<title>` and a real 404. The server
 * provides a fresh one per render; in the browser there is none and the hooks do nothing here.
 */
export interface PageStatus {
  setTitle(title: string): void;
  setMeta(meta: PageMeta): void;
  markNotFound(): void;
}

/** What a page says of itself to search engines and link previews (its `<meta>` and Open Graph tags). */
export interface PageMeta {
  description?: string;
  /** The page's picture (a product's main picture), as the API gives it. */
  image?: string;
  /** Open Graph's type: a product page, or any other page. */
  type?: 'product' | 'website';
}

export const PageStatusContext = createContext<PageStatus | null>(null);

/** Names the page's description and picture on the server (nothing to do in the browser). */
export function usePageMeta(meta: PageMeta): void {
  useContext(PageStatusContext)?.setMeta(meta);
}

/** Marks the page being rendered on the server as not found (answered with 404). */
export function useNotFoundStatus(): void {
  useContext(PageStatusContext)?.markNotFound();
}
