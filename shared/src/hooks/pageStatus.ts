import { createContext, useContext } from 'react';
import type { SeoPage } from '../seo/meta';

/**
 * What a page rendered on the server tells the server about itself: its heading (`usePageTitle`), what kind
 * of page it is with the data crawlers read (`useSeoPage`) and whether it is a «not found» page
 * (`useNotFoundStatus`). The server writes the head from it (title, description, canonical address, Open
 * Graph, JSON-LD) and answers a real 404. It provides a fresh one per render; in the browser there is none
 * and the hooks do nothing here.
 */
export interface PageStatus {
  setTitle(heading: string): void;
  describe(page: SeoPage): void;
  markNotFound(): void;
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
