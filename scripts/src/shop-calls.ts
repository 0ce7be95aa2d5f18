import { execFileSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Category, ListingResponse } from '@shop/shared/contract';
import { SERVER_DIST } from '../../server/build/bundle';

export interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Keep-alive connections (a browser's); default: a new connection per call, as a new visitor opens. */
  agent?: http.Agent;
}

const CALL_TIMEOUT_MS = 30_000;

/** One HTTP call to the shop on 127.0.0.1; rejects on a network error (a reset connection), not on a status. */
export function call(port: number, path: string, options: CallOptions = {}): Promise<Answer> {
  const { method = 'GET', body, headers = {}, agent } = options;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent: agent ?? false,
        headers: {
          'accept-encoding': 'br, gzip',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          try {
            const body =
              encoding === 'br'
                ? zlib.brotliDecompressSync(raw)
                : encoding === 'gzip'
                  ? zlib.gunzipSync(raw)
                  : raw;
            resolve({
              status: response.statusCode ?? 0,
              body: body.toString('utf8'),
              headers: response.headers,
            });
          } catch (error) {
            reject(error as Error);
          }
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    // A connection the shop never answers (one handed to a process as it died) fails like a browser's would.
    request.setTimeout(CALL_TIMEOUT_MS, () =>
      request.destroy(new Error(`нет ответа за ${CALL_TIMEOUT_MS} мс`)),
    );
    request.end(payload);
  });
}

/** Calls until the answer comes, the same request again after a network error (an order's retry). */
export async function callUntilAnswered(
  port: number,
  path: string,
  options: CallOptions,
  attempts = 10,
): Promise<Answer> {
  for (let attempt = 1; ; attempt++) {
    try {
      const answer = await call(port, path, options);
      // «ещё оформляется»: the first request with this key is still being stored.
      if (answer.status !== 409 || attempt >= attempts || !answer.body.includes('оформляется')) return answer;
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
  }
}

/** Every process below `root` (its children, theirs …), with its command line. */
export function processesBelow(root: number): { pid: number; args: string }[] {
  const table = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, pid, ppid, args]) => ({ pid: Number(pid), ppid: Number(ppid), args: args ?? '' }));
  const below: { pid: number; args: string }[] = [];
  const walk = (parent: number) => {
    for (const row of table.filter((process) => process.ppid === parent)) {
      below.push({ pid: row.pid, args: row.args });
      walk(row.pid);
    }
  };
  walk(root);
  return below;
}

const bundledSiteWorker = path.join(SERVER_DIST, 'site-worker.js');

/** The shop's site processes (server/src/worker.ts, run from its bundle) below `root`. */
export const siteProcesses = (root: number): number[] =>
  processesBelow(root)
    .filter(({ args }) => args.includes(bundledSiteWorker))
    .map(({ pid }) => pid);

/** The site processes answering (they report their figures once they listen), from /api/metrics. */
export async function answeringProcesses(port: number): Promise<string[]> {
  const text = (await call(port, '/api/metrics')).body;
  return [...text.matchAll(/^shop_process_resident_bytes\{process="(site-[^"]+)"\}/gm)].map(
    (m) => m[1] ?? '',
  );
}

/**
 * What a crowd orders and asks from: the listings' paths, items with a price from a spread of sections, and
 * the words of their names (for searches nobody tuned for).
 */
export async function catalogueOf(
  port: number,
): Promise<{ listings: string[]; items: string[]; words: string[] }> {
  const tree = JSON.parse((await call(port, '/api/catalog/')).body) as Category[];
  const listings = tree.flatMap((category) => category.subcategories.map((sub) => sub.subcategoryLink));
  const items: string[] = [];
  const words = new Set<string>();
  const step = Math.max(1, Math.floor(listings.length / 12));
  for (const link of listings.filter((_, index) => index % step === 0)) {
    const listing = JSON.parse((await call(port, `/api${link}/?limit=20`)).body) as ListingResponse;
    for (const product of listing.products) {
      if (product.newPrice !== null) items.push(product.itemCode);
      for (const word of product.name.toLowerCase().match(/[а-яё]{3,}/g) ?? []) words.add(word);
    }
  }
  return { listings, items, words: [...words] };
}

/** A guest's order of one item (the buyer's e-mail finds the run's orders on the desk). */
export const guestOrder = (itemCode: string, email: string) => ({
  address: { type: 'pickup', id: 0 },
  itemCode: [{ itemCode, count: 1 }],
  user: { lastName: 'Покупателева', firstName: 'Нина', phone: '+7 949 555 12 34', email },
});

/** How many orders the desk finds for `email` (an administrator's token). */
export async function ordersOf(port: number, token: string, email: string): Promise<number> {
  const answer = await call(port, `/api/desk/orders/?q=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (answer.status !== 200) throw new Error(`стол заказов ответил ${answer.status}: ${answer.body}`);
  const found = JSON.parse(answer.body) as { all: number; limited: boolean };
  // The desk counts a search's newest DESK_SEARCH_LIMIT matches only: past that the count is not the truth.
  if (found.limited) throw new Error(`у ${email} больше заказов, чем стол считает в поиске`);
  return found.all;
}

/** An access token of `email`. */
export async function logIn(port: number, email: string, password: string): Promise<string> {
  const answer = await call(port, '/api/user/login', { method: 'POST', body: { email, password } });
  if (answer.status !== 200) throw new Error(`вход ${email}: ${answer.status} ${answer.body}`);
  return (JSON.parse(answer.body) as { accessToken: string }).accessToken;
}
