import { createContext, useContext } from 'react';

/**
 * What a page rendered on the server tells the server about itself: its title (`usePageTitle`), whether it
 * is a «not found» page (`useNotFoundStatus`) and whether its address is to be corrected (`usePageRedirect`),
 * so the answer gets its `<title>`, a real 404 or a redirect. The server provides a fresh one per render; in
 * the browser there is none and the hooks do nothing here.
 */
export interface PageStatus {
  setTitle(title: string): void;
  setMeta(meta: PageMeta): void;
  markNotFound(): void;
  /** The page belongs at another address (path and query): the server answers 302 to it. */
  redirect(location: string): void;
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

/**
 * Names the address the page belongs at (a page number past the last: the last page's URL), or null when it
 * is where it belongs. On the server the answer becomes a 302 to it; in the browser the page corrects its
 * URL itself.
 */
export function usePageRedirect(location: string | null): void {
  const status = useContext(PageStatusContext);
  if (location !== null) status?.redirect(location);
}
