import type { Browser } from 'playwright-core';
import { launchChromium } from '../chromium';
import { startShop } from '../shop-process';

/** Pages of mf-catalog measured by the bench: a listing (sorted, page 2) and a product page. */
export const CATALOG_BENCH_PAGES = [
  { name: 'листинг', path: '/catalog/seyfy/dlya-oruzhiya?page=2&sort=price_asc', ready: 'main article' },
  { name: 'товар', path: '/catalog/product?productCode=100005', ready: 'main article h1' },
] as const;

const REMOTE_PREFIX = '/remotes/mf-catalog/';
const RUNS = 5;

export interface PageFigures {
  /** Compressed bytes of mf-catalog's JavaScript (the shell's and the shared singletons not counted). */
  remoteJsBytes: number;
  /** Compressed bytes of all JavaScript of the page. */
  allJsBytes: number;
  requests: number;
  lcpMs: number;
}

/** One cold load (a fresh browser context, so nothing is cached) of `path`. */
async function measure(browser: Browser, baseUrl: string, path: string, ready: string): Promise<PageFigures> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1400, height: 900 } });
  try {
    const page = await context.newPage();
    const finished: Array<Promise<{ url: string; js: boolean; bytes: number }>> = [];
    page.on('requestfinished', (request) => {
      finished.push(
        request.sizes().then((sizes) => ({
          url: new URL(request.url()).pathname,
          js: request.resourceType() === 'script',
          bytes: sizes.responseBodySize,
        })),
      );
    });
    await page.goto(path, { waitUntil: 'load' });
    await page.locator(ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    const lcpMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1]?.startTime ?? 0);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(0), 2000);
        }),
    );
    const done = await Promise.all(finished);
    const js = done.filter((entry) => entry.js);
    const sum = (entries: typeof done) => entries.reduce((total, entry) => total + entry.bytes, 0);
    return {
      remoteJsBytes: sum(js.filter((entry) => entry.url.startsWith(REMOTE_PREFIX))),
      allJsBytes: sum(js),
      requests: done.length,
      lcpMs,
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} КБ`;

/** Measures the catalogue pages (median of five cold loads each) and prints the figures. */
export async function benchCatalogPages(
  browser: Browser,
  baseUrl: string,
): Promise<Record<string, PageFigures>> {
  const figures: Record<string, PageFigures> = {};
  for (const { name, path, ready } of CATALOG_BENCH_PAGES) {
    await measure(browser, baseUrl, path, ready); // warms the server's caches, not the browser's
    const runs: PageFigures[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, baseUrl, path, ready));
    const result: PageFigures = {
      remoteJsBytes: median(runs.map((r) => r.remoteJsBytes)),
      allJsBytes: median(runs.map((r) => r.allJsBytes)),
      requests: median(runs.map((r) => r.requests)),
      lcpMs: median(runs.map((r) => r.lcpMs)),
    };
    figures[name] = result;
    console.log(
      `${name} (${path}): JS mf-catalog ${kb(result.remoteJsBytes)} (цель ≤ 60 КБ), весь JS ${kb(result.allJsBytes)}, ` +
        `запросов ${result.requests}, LCP ${Math.round(result.lcpMs)} мс (цель ≤ 1000 мс)`,
    );
  }
  return figures;
}

/** `tsx scripts/src/bench/catalog.ts`: against BENCH_URL, or a shop started for the run. */
async function main(): Promise<void> {
  const shop = process.env.BENCH_URL
    ? null
    : await startShop({ SEED_ITEMS: process.env.SEED_ITEMS ?? '15000' });
  const browser = await launchChromium();
  try {
    await benchCatalogPages(browser, process.env.BENCH_URL ?? `http://127.0.0.1:${shop!.port}`);
  } finally {
    await browser.close();
    await shop?.stop();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
