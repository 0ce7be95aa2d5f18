import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Browser } from 'playwright-core';
import webpack from 'webpack';
import { buildApp } from '@shop/api';
import { createSingleBundleConfig } from '../../webpack/create-config';
import { ROOT } from '../../../server/src/apps';
import { ensureBuilt } from '../../../server/build/build';
import { launchChromium } from '../chromium';
import { freePort, startShop } from '../shop-process';
import { sitePlugin } from '../../../server/src/site/plugin';
import { benchCatalogPages } from './catalog';
import { benchBackup } from './backup';
import { benchSettings } from './settings';
import { benchBasket, benchCheckoutPages } from './checkout';
import { benchCrowd } from './crowd';
import { benchImport } from './import';
import { benchExchange } from './exchange';
import { benchLayoutShift } from './layout';
import { benchLighthouse } from './lighthouse';
import { loadOnce, median, type Load } from './load';
import { benchServerRendering } from './ssr';

/**
 * `npm run bench`: the first load of `/` in Chromium with a cold cache — JS bytes on the wire, all
 * bytes, requests until the network is idle, LCP — for the composed shop and for the same home page built as
 * one ordinary bundle; then the catalogue's and checkout's pages, layout shift, Lighthouse, and the
 * server-rendered pages under load (`./ssr.ts`), on a catalogue of `SEED_ITEMS` (15 000). Prints figures
 * only; the aims (≤ 150 KB compressed JS, ≤ 20 requests) are read, not asserted.
 */

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** The demo catalogue's size (the server's pages are measured on 15 000 items). */
const ITEMS = Number(process.env.SEED_ITEMS ?? 15_000);
/** Outside the repository: a measuring aid, never linted, committed or served. */
const SINGLE_DIR = path.join(os.tmpdir(), 'shop-bench-single');
async function measure(browser: Browser, url: string) {
  const fast: Load[] = [];
  const slow: Load[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    fast.push(await loadOnce(browser, url, false));
    slow.push(await loadOnce(browser, url, true));
  }
  const first = fast[0] as Load;
  return {
    jsBytes: median(fast.map((load) => load.jsBytes)),
    allBytes: median(fast.map((load) => load.allBytes)),
    requests: median(fast.map((load) => load.requests)),
    lcpMs: median(fast.map((load) => load.lcpMs)),
    lcpSlowMs: median(slow.map((load) => load.lcpMs)),
    scripts: first.scripts,
  };
}

async function buildSingleBundle(): Promise<void> {
  const config = createSingleBundleConfig({
    entry: path.join(ROOT, 'scripts', 'single-bundle', 'entry.tsx'),
    outDir: SINGLE_DIR,
    tsconfig: path.join(ROOT, 'scripts', 'single-bundle', 'tsconfig.json'),
  });
  await new Promise<void>((resolve, reject) =>
    webpack(config, (error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    }),
  );
}

const singleSite: FastifyPluginAsync = async (app) => {
  await app.register(fastifyStatic, { root: SINGLE_DIR, preCompressed: true, wildcard: false, index: false });
  app.setNotFoundHandler((_request, reply) => reply.sendFile('index.html'));
};

async function serve(site: FastifyPluginAsync, dataDir: string) {
  const app = await buildApp({ site, dataDir, seedItems: ITEMS });
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${port}/` };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The first load of `/` of each build (composed, and the single bundle unless `composedOnly`), printed. */
async function benchFirstLoad(browser: Browser, dataDir: string, composedOnly: boolean) {
  const builds: [string, FastifyPluginAsync][] = [['composed (shell + remotes)', sitePlugin]];
  if (!composedOnly) {
    console.log('Сборка одиночного бандла главной страницы…');
    await buildSingleBundle();
    builds.push(['single bundle', singleSite]);
  }
  const results = [];
  for (const [name, site] of builds) {
    const { app, url } = await serve(site, dataDir);
    try {
      results.push({ name, ...(await measure(browser, url)) });
    } finally {
      await app.close();
    }
  }

  console.log(`\nFirst load of / (cold cache, median of ${RUNS}):`);
  console.table(
    results.map((result) => ({
      build: result.name,
      'JS on the wire': kb(result.jsBytes),
      'all bytes': kb(result.allBytes),
      requests: result.requests,
      'LCP local': `${Math.round(result.lcpMs)} ms`,
      'LCP slow 4G': `${Math.round(result.lcpSlowMs)} ms`,
    })),
  );
  const [composed, single] = results;
  if (composed && single) {
    console.log('Composed ÷ single bundle:');
    console.log(`  JS bytes  ${(composed.jsBytes / single.jsBytes).toFixed(2)}×`);
    console.log(`  all bytes ${(composed.allBytes / single.allBytes).toFixed(2)}×`);
    console.log(`  requests  ${(composed.requests / single.requests).toFixed(2)}×`);
    console.log(`  LCP slow 4G ${(composed.lcpSlowMs / single.lcpSlowMs).toFixed(2)}×`);
  }
  if (composed) {
    console.log('\nScripts of the composed first load (compressed):');
    for (const [script, bytes] of [...composed.scripts].sort((a, b) => b[1] - a[1])) {
      console.log(`  ${kb(bytes).padStart(9)}  ${script}`);
    }
  }
}

async function main() {
  await ensureBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const browser = await launchChromium();
  try {
    await benchFirstLoad(browser, dataDir, false);
    const { app, url } = await serve(sitePlugin, dataDir);
    try {
      const basket = await benchBasket(url);
      await benchCatalogPages(browser, url);
      await benchCheckoutPages(browser, url, basket);
      await benchLayoutShift(browser, url, basket);
      await benchLighthouse(url);
    } finally {
      await app.close();
    }
    await serverRenderingUnderLoad(dataDir);
  } finally {
    await browser.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * `npm run bench -- --front`: the composed first load of `/` and Lighthouse alone (the phone aims), on
 * the catalogue of `BENCH_DATA_DIR` (kept between runs) or of a new folder; `BENCH_LIGHTHOUSE_PAGES` and
 * `BENCH_LIGHTHOUSE_RUNS` as in a whole run.
 */
async function frontOnly() {
  await ensureBuilt();
  const kept = process.env.BENCH_DATA_DIR;
  const dataDir = kept ? path.resolve(kept) : fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const browser = await launchChromium();
  try {
    await benchFirstLoad(browser, dataDir, true);
    const { app, url } = await serve(sitePlugin, dataDir);
    try {
      await benchLighthouse(url);
    } finally {
      await app.close();
    }
  } finally {
    await browser.close();
    if (!kept) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Under load the shop runs as `npm start` does, in its own process, on the catalogue of `dataDir` (filled if
 * empty) or of a new folder; the bench is one caller, so the catalogue's fair share per caller is off.
 */
async function serverRenderingUnderLoad(dataDir?: string) {
  const shop = await startShop({
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    SEED_ITEMS: String(ITEMS),
    CATALOG_READS_PER_MINUTE: '0',
    CATALOG_SEARCHES_PER_MINUTE: '0',
  });
  try {
    await benchServerRendering(`http://127.0.0.1:${shop.port}/`, ITEMS, shop.pid);
  } finally {
    await shop.stop();
  }
}

/**
 * `npm run bench -- --ssr`: the server-rendered pages under load alone, on the catalogue of `BENCH_DATA_DIR`
 * (kept between runs, so that runs before and after a change compare on one catalogue) or of a new folder.
 */
async function ssrOnly() {
  await ensureBuilt();
  const kept = process.env.BENCH_DATA_DIR;
  await serverRenderingUnderLoad(kept ? path.resolve(kept) : undefined);
}

// `npm run bench -- --crowd-shop`: the crowd of shoppers alone (./crowd.ts); `-- --ssr`: server rendering alone;
// `-- --front`: the first load of `/` and Lighthouse alone; `-- --import`: the catalogue import (./import.ts);
// `-- --exchange`: the 1С exchange (./exchange.ts), with which a whole run ends; `-- --backup`: the copies
// of a running shop (./backup.ts); `-- --settings`: an owner's change reaching every process (./settings.ts).
const only = process.argv.includes('--crowd-shop')
  ? benchCrowd
  : process.argv.includes('--ssr')
    ? ssrOnly
    : process.argv.includes('--front')
      ? frontOnly
      : process.argv.includes('--import')
        ? benchImport
        : process.argv.includes('--exchange')
          ? benchExchange
          : process.argv.includes('--backup')
            ? benchBackup
            : process.argv.includes('--settings')
              ? benchSettings
              : () => main().then(benchSettings).then(benchExchange);
// Ends when the bench has: a server the bench ran in this process may leave a timer or a thread behind.
only().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
