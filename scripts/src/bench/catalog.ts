import type { Browser } from 'playwright-core';
import { loadOnce, median, type Load } from './load';

/** Pages of mf-catalog measured by the bench: a listing (sorted, page 2) and a product page. */
export const CATALOG_BENCH_PAGES = [
  { name: 'listing', path: 'catalog/seyfy/dlya-oruzhiya?page=2&sort=price_asc' },
  { name: 'product', path: 'catalog/product?productCode=100005' },
] as const;

const RUNS = 5;
const REMOTE_PREFIX = '/remotes/mf-catalog/';

/** Compressed bytes of mf-catalog's scripts: what this remote adds beyond the shell and shared singletons. */
const remoteJsBytes = (load: Load) =>
  [...load.scripts].reduce((sum, [path, bytes]) => sum + (path.startsWith(REMOTE_PREFIX) ? bytes : 0), 0);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Cold first loads of a listing and a product page (median of five each): mf-catalog's JS on the wire
 * (aim ≤ 60 KB compressed), all JS, requests and LCP (aim ≤ 1 s on loopback). Prints figures only.
 * @param baseUrl the composed shop, ending with a slash
 */
export async function benchCatalogPages(browser: Browser, baseUrl: string): Promise<void> {
  const rows = [];
  for (const { name, path } of CATALOG_BENCH_PAGES) {
    const url = `${baseUrl}${path}`;
    await loadOnce(browser, url, false); // warms the server's caches; every load has a fresh browser cache
    const runs: Load[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await loadOnce(browser, url, false));
    rows.push({
      page: `${name} /${path}`,
      'mf-catalog JS': kb(median(runs.map(remoteJsBytes))),
      'all JS': kb(median(runs.map((load) => load.jsBytes))),
      requests: median(runs.map((load) => load.requests)),
      'LCP local': `${Math.round(median(runs.map((load) => load.lcpMs)))} ms`,
    });
  }
  console.log(
    `\nCatalogue pages, first load (cold cache, median of ${RUNS}; aims: mf-catalog JS ≤ 60 KB, LCP ≤ 1 s):`,
  );
  console.table(rows);
}
