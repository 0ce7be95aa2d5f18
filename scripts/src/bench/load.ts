import type { Browser, Request } from 'playwright-core';

/** One cold first load of a page in Chromium and what it cost; shared by the bench's pages. */

/** A slow mobile link, as Lighthouse simulates it: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up. */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 200_000,
  uploadThroughput: 94_000,
};

export interface Load {
  jsBytes: number;
  allBytes: number;
  requests: number;
  lcpMs: number;
  /** Compressed size of each script, by path. */
  scripts: Map<string, number>;
}

/** `storage`: localStorage entries the page finds on load (a filled basket, say). */
export async function loadOnce(
  browser: Browser,
  url: string,
  slow: boolean,
  storage: Record<string, string> = {},
): Promise<Load> {
  const context = await browser.newContext();
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  const page = await context.newPage();
  if (slow) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  }
  const load: Load = { jsBytes: 0, allBytes: 0, requests: 0, lcpMs: 0, scripts: new Map() };
  const pending: Promise<void>[] = [];
  const onFinished = (request: Request) => {
    pending.push(
      request.sizes().then(
        (sizes) => {
          load.requests += 1;
          load.allBytes += sizes.responseBodySize + sizes.responseHeadersSize;
          if (request.resourceType() === 'script') {
            load.jsBytes += sizes.responseBodySize;
            load.scripts.set(new URL(request.url()).pathname, sizes.responseBodySize);
          }
        },
        // A request still finishing while the context closes has no sizes any more; it is not part of the load.
        () => undefined,
      ),
    );
  };
  page.on('requestfinished', onFinished);
  await page.goto(url, { waitUntil: 'networkidle' });
  load.lcpMs = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? 0);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(0), 3000);
      }),
  );
  page.off('requestfinished', onFinished);
  await Promise.all(pending);
  await context.close();
  return load;
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
