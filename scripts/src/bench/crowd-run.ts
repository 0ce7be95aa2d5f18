import http from 'node:http';
import { ENDPOINTS, PATHS, PRIVACY_POLICY, SORT_ORDERS, productPath } from '@shop/shared/domain';
import type { ListingResponse } from '@shop/shared/contract';
import {
  type Answer,
  type CallOptions,
  call,
  callUntilAnswered,
  catalogueOf,
  guestOrder,
  logIn,
  ordersOf,
} from '../shop-calls';
import { ADMIN, ORDERS_PER_SECOND, PAGES_PER_BROWSER } from './crowd-settings';
import { type Figures, type Queue, figuresOf, queueOf } from './crowd-metrics';

/** One crowd of visitors against a running shop, and what it measured. */

const FILTERS = ['', '', '&price_to=20000', '&price_from=5000', '&available=1'];

export type Kind =
  'html' | 'asset' | 'picture' | 'listing' | 'search' | 'product' | 'register' | 'login' | 'order';

export interface Run {
  processes: number;
  visitors: number;
  times: Map<Kind, number[]>;
  errors: string[];
  requests: number;
  seconds: number;
  acknowledged: number;
  stored: number;
  figures: { before: Figures; after: Figures };
  queue: { before: Queue; after: Queue };
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const between = (from: number, to: number) => from + Math.floor(Math.random() * (to - from + 1));

export type Catalogue = Awaited<ReturnType<typeof catalogueOf>>;

/** A listing page nobody tuned for: any section, page 1–6, any sort, sometimes a filter. */
const randomListing = ({ listings }: Catalogue) =>
  `/api${pick(listings)}/?limit=20&page=${between(1, 6)}&sort=${pick(SORT_ORDERS)}${pick(FILTERS)}`;

/** 1–3 words of the catalogue's own names in any order, a third of the queries with a number. */
function randomQuery({ words }: Catalogue): string {
  const query = Array.from({ length: between(1, 3) }, () => pick(words));
  if (Math.random() < 1 / 3)
    query.push(pick(['до 20000', String(between(3, 200) * 10), '1500 мм', '5 полок']));
  return query.join(' ');
}
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The files a page loads: its scripts, styles, preloads and pictures on this server (not links to pages). */
const filesOf = (html: string) =>
  [...html.matchAll(/<(?:script[^>]+src|img[^>]+src|link[^>]+href)="?([^"\s>]+)/g)]
    .map((match) => (match[1] ?? '').replace(/^https?:\/\/[^/]+/, ''))
    .filter((file) => /^\/(?!\/|api\/(?!catalog\/images\/))[^?]*\.[a-z0-9]+$/.test(file));

export async function crowd(
  port: number,
  processes: number,
  catalogue: Catalogue,
  visitors: number,
  seconds: number,
): Promise<Run> {
  const times = new Map<Kind, number[]>();
  const errors: string[] = [];
  let requests = 0;
  let acknowledged = 0;
  const emails: { email: string; orders: number }[] = [];
  const started = Date.now();
  const deadline = started + seconds * 1000;
  const orderEveryMs = (1000 * visitors) / ORDERS_PER_SECOND;

  const visitor = async (index: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
    // A new address per crowd: the registration limit per address counts across a capacity search's steps.
    const address = `10.${32 + (started % 200)}.${Math.floor(index / 250)}.${(index % 250) + 1}`;
    const email = `crowd-${processes}-${index}-${started}@example.ru`;
    const mine = { email, orders: 0 };
    emails.push(mine);
    let cached = new Set<string>();
    let pages = 0;
    let registered = false;
    let nextOrder = started + Math.random() * orderEveryMs;
    let orderNumber = 0;
    const timed = async (kind: Kind, pathname: string, options: CallOptions = {}): Promise<Answer | null> => {
      const from = performance.now();
      requests += 1;
      try {
        const answer = await call(port, pathname, {
          ...options,
          agent,
          headers: { 'x-forwarded-for': address, ...options.headers },
        });
        (times.get(kind) ?? times.set(kind, []).get(kind)!).push(performance.now() - from);
        if (answer.status >= 400)
          errors.push(`${kind} ${pathname}: ${answer.status} ${answer.body.slice(0, 120)}`);
        return answer;
      } catch (error) {
        errors.push(`${kind} ${pathname}: ${(error as Error).message}`);
        return null;
      }
    };
    const page = async (pathname: string) => {
      if (pages++ % PAGES_PER_BROWSER === 0) cached = new Set();
      const answer = await timed('html', pathname);
      if (!answer) return;
      const files = filesOf(answer.body).filter((file) => !cached.has(file));
      await Promise.all(
        files.map(async (file) => {
          cached.add(file);
          await timed(file.includes('/images/') ? 'picture' : 'asset', file);
        }),
      );
    };
    const steps: (() => Promise<unknown>)[] = [
      () =>
        page(pick([PATHS.home, PATHS.catalog, pick(catalogue.listings), productPath(pick(catalogue.items))])),
      async () => {
        const answer = await timed('listing', randomListing(catalogue));
        if (answer?.status !== 200) return;
        const { products } = JSON.parse(answer.body) as ListingResponse;
        const pictures = products
          .slice(0, 4)
          .map((product) => product.image)
          .filter((src) => src && !cached.has(src));
        await Promise.all(pictures.map((src) => (cached.add(src), timed('picture', src))));
      },
      () => timed('search', `/api${ENDPOINTS.search(randomQuery(catalogue), 5)}`),
      () => timed('product', `/api${ENDPOINTS.item(pick(catalogue.items))}`),
    ];
    while (Date.now() < deadline) {
      if (Date.now() >= nextOrder) {
        nextOrder += orderEveryMs;
        const key = `crowd-${started}-${index}-${orderNumber++}`;
        const options: CallOptions = {
          method: 'POST',
          body: guestOrder(pick(catalogue.items), email),
          headers: { 'idempotency-key': key, 'x-forwarded-for': address },
        };
        const from = performance.now();
        requests += orderNumber % 4 === 0 ? 2 : 1;
        const answers = await Promise.all(
          (orderNumber % 4 === 0 ? [options, options] : [options]).map((o) =>
            callUntilAnswered(port, '/api/user/sendOrder', { ...o, agent }).catch((error: Error) => error),
          ),
        );
        (times.get('order') ?? times.set('order', []).get('order')!).push(performance.now() - from);
        const ok = answers.filter(
          (a): a is Answer => !(a instanceof Error) && (a.status === 200 || a.status === 201),
        );
        for (const a of answers)
          if (a instanceof Error || (a.status !== 200 && a.status !== 201))
            errors.push(`order: ${a instanceof Error ? a.message : `${a.status} ${a.body.slice(0, 120)}`}`);
        if (ok.length) {
          acknowledged += 1;
          mine.orders += 1;
        }
      } else if (!registered) {
        registered = true;
        await timed('register', `/api${ENDPOINTS.registration}`, {
          method: 'POST',
          body: {
            name: 'Покупатель',
            email: `account-${email}`,
            phoneNumber: '+7 949 555 12 34',
            password: 'надёжный пароль покупателя',
            consent: true,
            policyVersion: PRIVACY_POLICY.version,
          },
        });
      } else if (Math.random() < 0.05) {
        await timed('login', `/api${ENDPOINTS.login}`, {
          method: 'POST',
          body: { email: `account-${email}`, password: 'надёжный пароль покупателя' },
        });
      } else {
        await pick(steps)();
      }
      await sleep(50 + Math.random() * 350);
    }
    agent.destroy();
  };
  const before = await figuresOf(port);
  const queueBefore = await queueOf(port);
  await Promise.all(Array.from({ length: visitors }, (_, index) => visitor(index)));
  const took = (Date.now() - started) / 1000;
  const after = await figuresOf(port);
  const queueAfter = await queueOf(port);
  const token = await logIn(port, ADMIN.email, ADMIN.password);
  let stored = 0;
  for (const { email, orders } of emails) {
    const found = await ordersOf(port, token, email);
    stored += found;
    if (found !== orders) errors.push(`заказы ${email}: подтверждено ${orders}, в базе ${found}`);
  }
  return {
    processes,
    visitors,
    times,
    errors,
    requests,
    seconds: took,
    acknowledged,
    stored,
    figures: { before, after },
    queue: { before: queueBefore, after: queueAfter },
  };
}
