import type { Browser } from 'playwright-core';
import { loadOnce, median, type Load } from './load';

const RUNS = 5;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export interface RemotePages {
  /** The remote's folder, e.g. `mf-catalog`: its scripts are what it adds beyond the shell's. */
  remote: string;
  /** Printed above the table, with the aims. */
  title: string;
  pages: readonly { name: string; path: string }[];
  /** localStorage entries every load starts with. */
  storage?: Record<string, string>;
}

/**
 * Cold first loads of a remote's pages (median of five each): the remote's JS on the wire, all JS,
 * requests and LCP. Prints figures only.
 * @param baseUrl the composed shop, ending with a slash
 */
export async function benchRemotePages(
  browser: Browser,
  baseUrl: string,
  { remote, title, pages, storage }: RemotePages,
): Promise<void> {
  const prefix = `/remotes/${remote}/`;
  const remoteJsBytes = (load: Load) =>
    [...load.scripts].reduce((sum, [path, bytes]) => sum + (path.startsWith(prefix) ? bytes : 0), 0);
  const rows = [];
  for (const { name, path } of pages) {
    const url = `${baseUrl}${path}`;
    await loadOnce(browser, url, false, storage); // warms the server's caches; every load has a fresh browser cache
    const runs: Load[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await loadOnce(browser, url, false, storage));
    rows.push({
      page: `${name} /${path}`,
      [`${remote} JS`]: kb(median(runs.map(remoteJsBytes))),
      'all JS': kb(median(runs.map((load) => load.jsBytes))),
      requests: median(runs.map((load) => load.requests)),
      'LCP local': `${Math.round(median(runs.map((load) => load.lcpMs)))} ms`,
    });
  }
  console.log(`\n${title} (cold cache, median of ${RUNS}):`);
  console.table(rows);
}
