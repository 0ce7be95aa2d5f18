import type { Browser } from 'playwright-core';
import { benchRemotePages } from './pages';

/** Pages of mf-catalog measured by the bench: a listing (sorted, page 2) and a product page. */
export const CATALOG_BENCH_PAGES = [
  { name: 'listing', path: 'catalog/seyfy/dlya-oruzhiya?page=2&sort=price_asc' },
  { name: 'product', path: 'catalog/product?productCode=100005' },
] as const;

/** A listing and a product page (aims: mf-catalog JS ≤ 60 KB compressed, LCP ≤ 1 s on loopback). */
export const benchCatalogPages = (browser: Browser, baseUrl: string): Promise<void> =>
  benchRemotePages(browser, baseUrl, {
    remote: 'mf-catalog',
    title: 'Catalogue pages, first load (aims: mf-catalog JS ≤ 60 KB, LCP ≤ 1 s)',
    pages: CATALOG_BENCH_PAGES,
  });
