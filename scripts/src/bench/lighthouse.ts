import fs from 'node:fs';
import nodePath from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';
import { median } from './load';

/**
 * Lighthouse 12 (its mobile preset with simulated slow 4G, and its desktop preset) on the home page, a listing
 * and a product page, each run on a fresh Chromium profile state (Lighthouse clears the cache and storage).
 * Prints every run's four category scores with LCP, TBT and CLS, and the audits that kept a category below
 * 100, and which element was the largest paint. Aims: performance ≥ 98 on a phone and 100 on a desktop, the
 * other categories 100, on every run. `BENCH_LIGHTHOUSE=0` leaves it out; `BENCH_LIGHTHOUSE_RUNS` sets the
 * runs (3); `BENCH_LIGHTHOUSE_PAGES=listing,product` runs only those pages, `BENCH_LIGHTHOUSE_PRESETS=mobile`
 * only that preset; `BENCH_LIGHTHOUSE_REPORTS=<folder>` keeps every run's JSON report there
 * (`<page>-<preset>-<run>.json`: its critical path, `lcp-breakdown`…).
 */

export const LIGHTHOUSE_PAGES = [
  { name: 'home', path: '' },
  { name: 'listing', path: 'catalog/seyfy/dlya-oruzhiya' },
  { name: 'product', path: 'catalog/product?productCode=100005' },
] as const;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The largest paint's element as the audit names it (its text or its selector), for the table. */
function lcpElement(details: unknown): string {
  // The audit's details: a list whose first table holds the element's node.
  const table = (details as { items?: { items?: { node?: { nodeLabel?: string } }[] }[] } | undefined)
    ?.items?.[0];
  return (table?.items?.[0]?.node?.nodeLabel ?? '—').slice(0, 32);
}

/** @param baseUrl the composed shop, ending with a slash */
export async function benchLighthouse(baseUrl: string): Promise<void> {
  if (process.env.BENCH_LIGHTHOUSE === '0') return;
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
  const pages = LIGHTHOUSE_PAGES.filter(({ name }) => !only || only.includes(name));
  const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (reports) fs.mkdirSync(reports, { recursive: true });
  // Both are ES modules only; this package is CommonJS.
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const rows = [];
  const summary = [];
  const failing = new Map<string, Set<string>>();
  try {
    const presets = process.env.BENCH_LIGHTHOUSE_PRESETS?.split(',');
    for (const preset of (['mobile', 'desktop'] as const).filter(
      (name) => !presets || presets.includes(name),
    )) {
      for (const { name, path } of pages) {
        const scores: Record<string, number[]> = {};
        for (let run = 1; run <= runs; run += 1) {
          const audit = () =>
            lighthouse(
              `${baseUrl}${path}`,
              { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES] },
              preset === 'desktop' ? desktopConfig : undefined,
            );
          let result = await audit();
          // A trace Chromium did not record whole (NO_NAVSTART on a loaded machine): Lighthouse asks to run again.
          if (result?.lhr.runtimeError?.code === 'NO_NAVSTART') result = await audit();
          if (!result) throw new Error(`Lighthouse returned nothing for /${path}`);
          const { categories, audits, runtimeError } = result.lhr;
          if (runtimeError) throw new Error(`Lighthouse /${path}: ${runtimeError.message}`);
          if (reports)
            fs.writeFileSync(
              nodePath.join(reports, `${name}-${preset}-${run}.json`),
              JSON.stringify(result.lhr),
            );
          const row: Record<string, string | number> = { page: name, preset, run };
          for (const category of CATEGORIES) {
            const score = Math.round((categories[category]?.score ?? 0) * 100);
            (scores[category] ??= []).push(score);
            row[category] = score;
            // Which audits cost points: named once per page and preset, below the table.
            for (const ref of categories[category]?.auditRefs ?? []) {
              const audit = audits[ref.id];
              if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
                const key = `${category}: ${ref.id}`;
                (failing.get(key) ?? failing.set(key, new Set()).get(key))?.add(`${name}/${preset}`);
              }
            }
          }
          row.LCP = `${Math.round(audits['largest-contentful-paint']?.numericValue ?? 0)} ms`;
          row.TBT = `${Math.round(audits['total-blocking-time']?.numericValue ?? 0)} ms`;
          row.CLS = (audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3);
          row['LCP element'] = lcpElement(audits['largest-contentful-paint-element']?.details);
          rows.push(row);
        }
        summary.push({
          page: name,
          preset,
          ...Object.fromEntries(
            CATEGORIES.map((category) => {
              const values = scores[category] ?? [];
              return [category, `${Math.min(...values)}–${Math.max(...values)} (median ${median(values)})`];
            }),
          ),
        });
      }
    }
  } finally {
    chrome.kill();
  }
  console.log(`\nLighthouse 12, every run (aims: performance ≥ 98 mobile, 100 desktop; the others 100):`);
  console.table(rows);
  console.log('Lighthouse scores, lowest–highest of the runs:');
  console.table(summary);
  if (failing.size > 0) {
    console.log('Audits that cost points (page/preset):');
    for (const [audit, where] of failing) console.log(`  ${audit} — ${[...where].join(', ')}`);
  }
}
