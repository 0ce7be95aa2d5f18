import { createContext, useContext } from 'react';
import type { SeoPage } from '../seo/meta';

/**
 * What a page rendered on the server tells the server about itself: its heading (`usePageTitle`), what kind
 * of page it is with the data crawlers read (`useSeoPage`), whether it is a «not found» page
 * (`useNotFoundStatus`), which API answer decides that (`useApi`'s `decidesPage`) and whether its address
 * is to be corrected (`usePageRedirect`). The server writes the head from it (title, description, canonical
 * address, Open Graph, JSON-LD) and answers a real 404 or a redirect. It provides a fresh one per render; in
 * the browser there is none and the hooks do nothing here.
 */
export interface PageStatus {
  setTitle(heading: string): void;
  describe(page: SeoPage): void;
  markNotFound(): void;
  /**
   * Whether the page exists hangs on the API's answer to `path` (a product, a category, a listing): the server
   * waits for it past its render budget, so the status it sends with the first byte is the true one.
   */
  decidedBy(path: string): void;
  /** The page belongs at another address (path and query): the server answers 302 to it. */
  redirect(location: string): void;
}

export const PageStatusContext = createContext<PageStatus | null>(null);

/**
 * Says what the page is (`{ kind: 'product', product }`, a listing with its query and category …): on the
 * server it becomes the page's head; in the browser nothing.
 */
export function useSeoPage(page: SeoPage): void {
  useContext(PageStatusContext)?.describe(page);
}

/** Marks the page being rendered on the server as not found (answered with 404). */
export function useNotFoundStatus(): void {
  useContext(PageStatusContext)?.markNotFound();
}

/** On the server: the API's answer to `path` (when not null) decides whether the page exists. */
export function usePageDecidedBy(path: string | null): void {
  const status = useContext(PageStatusContext);
  if (path !== null) status?.decidedBy(path);
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
