import autocannon from 'autocannon';
import type { Category } from '@shop/shared/contract';
import { ENDPOINTS, LISTING_PAGE_SIZE, productPath, SORT_ORDERS } from '@shop/shared/domain';
import { rendererCpuMs, siteCpuSeconds } from './ssr-cpu';

/**
 * Server-rendered pages under load: autocannon at 16 connections against the shop, for product and listing
 * pages, next to the static `index.html` of the same server in the same run. «random»: every request a page
 * not asked before in the run (a product code, a listing's page and sort), so no answer of the API's cache
 * helps; «repeated»: 20 pages asked over and over. Prints answers a second, p50/p99 and the share of the
 * static file's answers a second (aims: p99 ≤ 50 ms, at least ¼ of the static file), every answer compressed
 * as a browser accepts (`br, gzip`), and the CPU the site processes spent per answer; then the CPU of the
 * renderer alone on a product page (`rendererCpuMs`), beside the site's CPU per product page asked once (aim:
 * within 2×). `BENCH_SSR_SECONDS` sets each run's length (5).
 */

const CONNECTIONS = 16;
const SECONDS = Number(process.env.BENCH_SSR_SECONDS ?? 5);
const REPEATED = 20;

interface Run {
  name: string;
  /** The next path to ask. */
  next: () => string;
}

const shuffled = <T>(values: T[]): T[] => {
  const out = [...values];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
};

/** Takes the values in turn, from the start again once all were taken. */
function inTurn(values: string[]): () => string {
  let at = 0;
  return () => values[at++ % values.length] ?? '/';
}

/** Every listing page of the catalogue, in each sort: `/catalog/seyfy/dlya-oruzhiya?page=3&sort=price_asc`. */
async function listingPages(baseUrl: string): Promise<string[]> {
  const tree = (await (await fetch(`${baseUrl}api${ENDPOINTS.catalogTree}`)).json()) as Category[];
  const leaves = tree.flatMap((category) =>
    category.subcategories.flatMap((sub) => (sub.subcategories.length > 0 ? sub.subcategories : [sub])),
  );
  return leaves.flatMap(({ subcategoryLink, itemsCount }) =>
    Array.from({ length: Math.max(1, Math.ceil(itemsCount / LISTING_PAGE_SIZE)) }, (_, index) =>
      SORT_ORDERS.map((sort) => `${subcategoryLink}?page=${index + 1}&sort=${sort}`),
    ).flat(),
  );
}

async function measure(baseUrl: string, shopPid: number, { next }: Run) {
  const cpuBefore = siteCpuSeconds(shopPid);
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: SECONDS,
    // As a browser asks: the static file goes out precompressed, a page compressed as it is sent.
    headers: { 'accept-encoding': 'br, gzip' },
    requests: [{ setupRequest: (request) => ({ ...request, path: next() }) }],
  });
  return {
    cpuPerAnswerMs: ((siteCpuSeconds(shopPid) - cpuBefore) * 1000) / Math.max(1, result.requests.total),
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * @param baseUrl the shop, ending with a slash
 * @param items the catalogue's size (the demo catalogue's codes are 100001 … 100000 + items)
 * @param shopPid the process `npm start` runs in: its site processes' CPU is read from /proc
 */
export async function benchServerRendering(baseUrl: string, items: number, shopPid: number): Promise<void> {
  const codes = shuffled(Array.from({ length: items }, (_, index) => productPath(String(100_001 + index))));
  const listings = shuffled(await listingPages(baseUrl));
  const runs: Run[] = [
    { name: 'static index.html', next: () => '/index.html' },
    { name: 'product, random', next: inTurn(codes) },
    { name: 'product, repeated 20', next: inTurn(codes.slice(0, REPEATED)) },
    { name: 'listing, random', next: inTurn(listings) },
    { name: 'listing, repeated 20', next: inTurn(listings.slice(0, REPEATED)) },
  ];
  // A short run first: the server's code and caches warm up as after any start.
  await measure(baseUrl, shopPid, { name: 'warm-up', next: inTurn(codes.slice(-REPEATED)) });
  const rows = [];
  let staticPerSecond = 0;
  let productCpuMs = 0;
  for (const run of runs) {
    const figures = await measure(baseUrl, shopPid, run);
    if (rows.length === 0) staticPerSecond = figures.perSecond;
    rows.push({
      page: run.name,
      'answers/s': Math.round(figures.perSecond),
      'of static': `${Math.round((figures.perSecond / staticPerSecond) * 100)} %`,
      p50: `${figures.p50} ms`,
      p99: `${figures.p99} ms`,
      'not 2xx': figures.failed,
      'CPU/answer': `${figures.cpuPerAnswerMs.toFixed(2)} ms`,
    });
    if (run.name === 'product, random') productCpuMs = figures.cpuPerAnswerMs;
  }
  console.log(
    `\nServer-rendered pages, ${CONNECTIONS} connections, ${SECONDS} s each, ${items} items ` +
      '(aims: p99 ≤ 50 ms, ≥ 25 % of the static answers/s):',
  );
  console.table(rows);
  const renderMs = await rendererCpuMs(baseUrl, codes[0] ?? productPath('100001'));
  console.log(
    `A product page asked once: ${productCpuMs.toFixed(2)} ms of CPU per page in the site processes, ` +
      `the renderer alone ${renderMs.toFixed(2)} ms (${(productCpuMs / renderMs).toFixed(1)}×, aim ≤ 2×)`,
  );
}
