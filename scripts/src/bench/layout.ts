import type { Browser, BrowserContextOptions } from 'playwright-core';
import {
  ACCESS_TOKEN_COOKIE,
  ENDPOINTS,
  PATHS,
  productPath,
  searchPath,
  servicePath,
} from '@shop/shared/domain';
import { SLOW_4G } from './load';

/**
 * Layout shift of every public page: a cold load at a phone and at a desktop viewport, the network slowed so
 * that the remotes' code and the API's data arrive after the first paint, and every `layout-shift` entry
 * without recent input summed (stricter than CLS, which keeps the worst session window only). Prints the
 * largest sum over the runs and what moved most; asserts nothing (aim: below 0.02 everywhere).
 */

export interface ShiftPage {
  name: string;
  /** Without the leading slash. */
  path: string;
  /** localStorage entries the page finds on load (a filled basket). */
  storage?: Record<string, string>;
  /** Opened by a logged-in buyer. */
  loggedIn?: boolean;
}

/** Every public page, as the bench opens it. */
export function publicPages(basket: string): ShiftPage[] {
  const withBasket = { basket };
  const page = (name: string, path: string, extra: Partial<ShiftPage> = {}): ShiftPage => ({
    name,
    path: path.replace(/^\//, ''),
    ...extra,
  });
  return [
    page('home', PATHS.home),
    page('catalogue', PATHS.catalog),
    page('category', `${PATHS.catalog}/seyfy`),
    page('listing', `${PATHS.catalog}/seyfy/dlya-oruzhiya`),
    page('product', productPath('100005')),
    page('search', searchPath('сейф')),
    page('basket', PATHS.basket, { storage: withBasket }),
    page('order', PATHS.order, { storage: withBasket }),
    page('orders', PATHS.orders, { loggedIn: true }),
    page('profile', PATHS.personal, { loggedIn: true }),
    page('services', PATHS.services),
    page('service', servicePath('vskrytie-zamkov')),
    page('help', PATHS.help),
    page('payment', PATHS.payment),
    page('delivery', PATHS.delivery),
    page('warranty', PATHS.warranty),
    page('returns', PATHS.returns),
    page('wholesalers', PATHS.wholesalers),
    page('company', PATHS.company),
    page('vacancy', PATHS.vacancy),
    page('requisites', PATHS.requisites),
    page('contacts', PATHS.contacts),
    page('privacy', PATHS.privacyPolicy),
  ];
}

/** Lighthouse's mobile screen and its desktop one; the desktop link is Lighthouse's desktop throttling. */
const VIEWPORTS = {
  phone: {
    options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    network: SLOW_4G,
  },
  desktop: {
    options: { viewport: { width: 1350, height: 940 } },
    network: { offline: false, latency: 40, downloadThroughput: 1_280_000, uploadThroughput: 1_280_000 },
  },
} satisfies Record<string, { options: BrowserContextOptions; network: typeof SLOW_4G }>;

interface Shift {
  total: number;
  /** The element that moved most, described for a reader. */
  worst: string;
}

async function shiftOnce(
  browser: Browser,
  url: string,
  { options, network }: (typeof VIEWPORTS)[keyof typeof VIEWPORTS],
  storage: Record<string, string>,
  accessToken: string | null,
): Promise<Shift> {
  const context = await browser.newContext(options);
  if (accessToken) await context.addCookies([{ name: ACCESS_TOKEN_COOKIE, value: accessToken, url }]);
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    const shifts: { value: number; source: string }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    // No named functions in here: tsx would wrap them in a helper the page does not have.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const node = entry.sources?.[0]?.node ?? null;
        const source =
          node instanceof Element
            ? `<${node.tagName.toLowerCase()} class="${String(node.getAttribute('class'))}">${(node.textContent ?? '').trim().slice(0, 30)}`
            : (node?.nodeName ?? '?');
        shifts.push({ value: entry.value, source });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, storage);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', network);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(
    () => (window as unknown as { shifts: { value: number; source: string }[] }).shifts,
  );
  await context.close();
  const worst = [...shifts].sort((a, b) => b.value - a.value)[0];
  return {
    total: shifts.reduce((sum, shift) => sum + shift.value, 0),
    worst: worst ? `${worst.value.toFixed(3)} ${worst.source}` : '',
  };
}

/** A buyer registered and logged in through the API; the access token of the login logs a browser in. */
async function registeredBuyer(baseUrl: string): Promise<string> {
  const post = async (endpoint: string, body: object) => {
    const answer = await fetch(`${baseUrl}api${endpoint}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${endpoint}: ${answer.status} ${await answer.text()}`);
    return answer.json() as Promise<unknown>;
  };
  const email = `bench-${Date.now()}@example.ru`;
  const password = 'Bench-layout-2026';
  await post(ENDPOINTS.registration, {
    name: 'Замер Сдвигов',
    email,
    phoneNumber: '+7 949 555 44 33',
    password,
    consent: true,
    policyVersion: '1.0',
  });
  return ((await post(ENDPOINTS.login, { email, password })) as { accessToken: string }).accessToken;
}

/**
 * @param baseUrl the composed shop, ending with a slash
 * @param basket the stored basket (as localStorage keeps it) the basket and order pages open with
 */
export async function benchLayoutShift(browser: Browser, baseUrl: string, basket: string): Promise<void> {
  const runs = Number(process.env.BENCH_SHIFT_RUNS ?? 1);
  const accessToken = await registeredBuyer(baseUrl);
  const rows = [];
  for (const { name, path, storage = {}, loggedIn = false } of publicPages(basket)) {
    const row: Record<string, string> = { page: `${name} /${path}` };
    const moved: string[] = [];
    // The two viewports load side by side: shifts depend on what arrives when, which the slowed link decides.
    const worst = await Promise.all(
      Object.values(VIEWPORTS).map(async (setup) => {
        let largest: Shift = { total: 0, worst: '' };
        for (let run = 0; run < runs; run += 1) {
          const token = loggedIn ? accessToken : null;
          const shift = await shiftOnce(browser, `${baseUrl}${path}`, setup, storage, token);
          if (shift.total >= largest.total) largest = shift;
        }
        return largest;
      }),
    );
    Object.keys(VIEWPORTS).forEach((viewport, index) => {
      const largest = worst[index] as Shift;
      row[viewport] = largest.total.toFixed(3);
      if (largest.total >= 0.001) moved.push(`${viewport} ${largest.worst.slice(0, 50)}`);
    });
    rows.push({ ...row, 'moved most': moved.join(' | ') });
  }
  console.log(
    `\nLayout shift of every public page (slowed network, cold cache, worst of ${runs}; aim < 0.02):`,
  );
  console.table(rows);
}
