import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from '../../../server/src/apps';
import type { Item } from '@shop/shared/contract';
import { productPath } from '@shop/shared/domain';
import {
  answeringProcesses,
  call,
  callUntilAnswered,
  catalogueOf,
  guestOrder,
  logIn,
  ordersOf,
  processesBelow,
  siteProcesses,
} from '../shop-calls';
import { startShop } from '../shop-process';
import { E2E_ADMIN } from './admin';
import type { E2eTest } from './harness';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(
  what: string,
  check: () => T | null | Promise<T | null>,
  timeoutMs = 180_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`не дождались: ${what}`);
    await sleep(200);
  }
}

interface Outcome {
  path: string;
  started: number;
  ended: number;
  status: number | null;
  error?: string;
}

/**
 * `npm start` with two site processes: a price changed through one is what the other answers at once (the
 * answer caches of both processes), a site process killed under a crowd is replaced while the other answers
 * every request, every acknowledged order is stored once, and the stop leaves no process behind.
 */
/** A small shop of a scenario's own, two site processes, whose order limits a crowd of orders stays under. */
export const CROWD_SHOP_ENV = {
  SITE_PROCESSES: '2',
  SEED_ITEMS: '300',
  ADMIN_HOSTS: '',
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  LIMIT_GUEST_ORDERS_PER_IP: '100000',
  LIMIT_LETTERS_PER_EMAIL: '100000',
};

export const PROCESS_TESTS: E2eTest[] = [
  {
    name: 'Сервер, файлы сборки: из памяти, сжатые при сборке (brotli, gzip), с прежним кэшированием; новая версия файла с постоянным именем видна сразу',
    async run({ port }) {
      const dist = path.join(ROOT, 'mf-catalog', 'dist');
      const hashed = fs
        .readdirSync(dist)
        .find((name) => /\.[0-9a-f]{8}\.js$/.test(name) && fs.existsSync(path.join(dist, `${name}.br`)));
      assert.ok(hashed, 'a hashed script with its brotli variant');
      const onDisk = fs.readFileSync(path.join(dist, hashed));
      const url = `/remotes/mf-catalog/${hashed}`;
      const raw = (encoding: string, target = url) =>
        new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
          const request = http.get(
            { host: '127.0.0.1', port, path: target, headers: { 'accept-encoding': encoding } },
            (response) => {
              const chunks: Buffer[] = [];
              response.on('data', (chunk: Buffer) => chunks.push(chunk));
              response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
            },
          );
          request.on('error', reject);
        });
      const br = await raw('gzip, deflate, br');
      assert.equal(br.headers['content-encoding'], 'br');
      assert.deepEqual(
        br.body,
        fs.readFileSync(path.join(dist, `${hashed}.br`)),
        'the build-time brotli file',
      );
      assert.deepEqual(zlib.brotliDecompressSync(br.body), onDisk);
      assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
      const gzip = await raw('gzip');
      assert.equal(gzip.headers['content-encoding'], 'gzip');
      assert.deepEqual(zlib.gunzipSync(gzip.body), onDisk);
      const plain = await raw('identity');
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.deepEqual(plain.body, onDisk);

      // A page the server renders goes out gzipped, whole, also to a browser that takes brotli (brotli is for
      // the build's files): rendered now, or kept from an earlier visitor as the page cache's own gzip.
      const listing = '/catalog/seyfy/dlya-oruzhiya';
      for (const accepted of ['gzip, deflate, br', 'gzip']) {
        const page = await raw(accepted, listing);
        assert.equal(page.headers['content-encoding'], 'gzip', accepted);
        const html = zlib.gunzipSync(page.body).toString('utf8');
        assert.ok(html.includes('<h1') && html.endsWith('</html>'), 'the whole page');
        assert.ok(
          page.body.length * 4 < Buffer.byteLength(html),
          `${page.body.length} of ${html.length} bytes`,
        );
      }
      const plainPage = await raw('identity', listing);
      assert.equal(plainPage.headers['content-encoding'], undefined);
      assert.ok(plainPage.body.toString('utf8').endsWith('</html>'));

      // A fixed name is revalidated: 304 for the ETag the browser has, the new content after a deploy.
      const entry = '/remotes/mf-catalog/mf-manifest.json';
      const first = await call(port, entry);
      assert.equal(first.headers['cache-control'], 'no-cache');
      const etag = String(first.headers.etag);
      assert.equal((await call(port, entry, { headers: { 'if-none-match': etag } })).status, 304);
      const file = path.join(dist, 'mf-manifest.json');
      const original = fs.readFileSync(file);
      try {
        const manifest = JSON.parse(original.toString('utf8')) as Record<string, unknown>;
        fs.writeFileSync(file, JSON.stringify({ ...manifest, deployed: 'e2e' }));
        const after = await call(port, entry, {
          headers: { 'if-none-match': etag, 'accept-encoding': 'identity' },
        });
        assert.equal(after.status, 200);
        assert.equal((JSON.parse(after.body) as { deployed?: string }).deployed, 'e2e');
      } finally {
        fs.writeFileSync(file, original);
      }
    },
  },
  {
    name: 'Сервер, процессы: цена из одного процесса видна в другом, убитый процесс заменён без ошибок у остальных, заказы сохранены по разу, после остановки процессов нет',
    async run() {
      const shop = await startShop(CROWD_SHOP_ENV);
      const { port } = shop;
      let stopped = false;
      try {
        // Both listening (the port opens with the first one, the second warms up meanwhile).
        await waitFor('два процесса сайта отвечают', async () => {
          const names = await answeringProcesses(port);
          return names.length === 2 ? names : null;
        });
        const sites = siteProcesses(shop.pid);
        assert.equal(sites.length, 2, `two site processes: ${sites.join(', ')}`);

        // The database's thread and the supervisor live in the supervisor; the site processes answer
        // /api/metrics with their figures (sent every second).
        const metrics = await waitFor('память потока базы в метриках', async () => {
          const { body } = await call(port, '/api/metrics');
          return /^shop_database_thread_memory_bytes\{kind="wasm"\} [1-9]/m.test(body) ? body : null;
        });
        for (const kind of ['heap_used', 'external'])
          assert.match(
            metrics,
            new RegExp(`^shop_database_thread_memory_bytes\\{kind="${kind}"\\} [1-9]`, 'm'),
          );
        assert.match(metrics, /^shop_event_loop_delay_seconds\{process="supervisor",stat="p99"\} /m);
        assert.match(metrics, /^shop_process_resident_bytes\{process="supervisor"\} [1-9]/m);
        const { listings, items } = await catalogueOf(port);
        const [itemCode] = items;
        assert.ok(itemCode, 'a priced item');
        const token = await logIn(port, E2E_ADMIN.email, E2E_ADMIN.password);

        // A price changed through one process: every process answers the new one at once (each call a new
        // connection, so both processes answer some; both had the old answer in their cache).
        const priceOf = async () => {
          const answer = await call(port, `/api/catalog/item/${encodeURIComponent(itemCode)}/`);
          return (JSON.parse(answer.body) as Item).newPrice;
        };
        // The product's page, kept by each process after its first rendering, shows the same price.
        const pagePriceOf = async () => {
          const page = await call(port, productPath(itemCode));
          const state = /<script id="shop-state" type="application\/json">([^<]*)<\/script>/.exec(
            page.body,
          )?.[1];
          const answers = JSON.parse(state ?? '{}') as { answers?: Record<string, { data?: Item }> };
          return answers.answers?.[`/catalog/item/${itemCode}/`]?.data?.newPrice ?? null;
        };
        const pagesBefore = await Promise.all(Array.from({ length: 6 }, pagePriceOf));
        const before = await Promise.all(Array.from({ length: 6 }, priceOf));
        assert.deepEqual(new Set(pagesBefore), new Set(before), 'the page shows the price');
        assert.equal(new Set(before).size, 1, `one price before: ${before.join(', ')}`);
        const change = await call(port, `/api/admin/updatePrice/${encodeURIComponent(itemCode)}/`, {
          method: 'POST',
          body: { percentage: 10 },
          headers: { authorization: `Bearer ${token}` },
        });
        assert.equal(change.status, 200, change.body);
        const after = await Promise.all(Array.from({ length: 6 }, priceOf));
        assert.ok(
          after.every((price) => price !== null && price !== before[0] && price === after[0]),
          `the new price from every process: ${before[0]} → ${after.join(', ')}`,
        );
        const pagesAfter = await Promise.all(Array.from({ length: 6 }, pagePriceOf));
        assert.deepEqual(pagesAfter, after, 'the new price on the page from every process');

        // A crowd of pages, files and API calls, and orders (some sent twice with their key).
        const outcomes: Outcome[] = [];
        let crowding = true;
        const paths = [
          '/',
          '/catalog',
          listings[0] ?? '/catalog',
          '/remotes.json',
          '/api/catalog/',
          `/api${listings[1] ?? ''}/`,
        ];
        const visitor = async (index: number) => {
          for (let n = index; crowding; n++) {
            const path = paths[n % paths.length] ?? '/';
            const outcome: Outcome = { path, started: Date.now(), ended: 0, status: null };
            try {
              outcome.status = (await call(port, path)).status;
            } catch (error) {
              outcome.error = (error as Error).message;
            }
            outcome.ended = Date.now();
            outcomes.push(outcome);
          }
        };
        // The desk counts a search's newest DESK_SEARCH_LIMIT orders: a fresh e-mail every 50 orders keeps
        // each count whole however fast this machine sends them.
        const run = Date.now();
        const acknowledged = new Map<string, Set<string>>();
        const orderStatuses: number[] = [];
        const buyer = async (index: number) => {
          for (let n = 0; crowding; n++) {
            const key = `processes-${index}-${n}`;
            const email = `processes-${run}-${index}-${Math.floor(n / 50)}@example.ru`;
            const options = {
              method: 'POST',
              body: guestOrder(items[n % items.length] ?? itemCode, email),
              headers: { 'idempotency-key': key },
            };
            const sends = n % 3 === 0 ? [options, options] : [options];
            const answers = await Promise.all(
              sends.map((o) => callUntilAnswered(port, '/api/user/sendOrder', o)),
            );
            for (const answer of answers) {
              orderStatuses.push(answer.status);
              if (answer.status === 200 || answer.status === 201)
                (acknowledged.get(email) ?? acknowledged.set(email, new Set()).get(email)!).add(key);
            }
          }
        };
        const crowd = Promise.all([
          ...Array.from({ length: 6 }, (_, index) => visitor(index)),
          ...Array.from({ length: 2 }, (_, index) => buyer(index)),
        ]);
        await sleep(2_000);
        const [victim] = sites;
        const killedAt = Date.now();
        process.kill(victim!, 'SIGKILL');
        const replacement = await waitFor('замена убитого процесса', () => {
          const now = siteProcesses(shop.pid);
          return now.length === 2 && !now.includes(victim!) ? now : null;
        });
        assert.ok(replacement.includes(sites[1]!), 'the other process was left alone');
        // The replacement warms up before it listens: give it a moment to take its share.
        await sleep(3_000);
        crowding = false;
        await crowd;

        const served = outcomes.filter((outcome) => outcome.status !== null);
        const failed = outcomes.filter((outcome) => outcome.status === null);
        assert.ok(served.length > 20, `a crowd: ${served.length} answers`);
        assert.deepEqual(
          served.filter((outcome) => (outcome.status ?? 0) >= 500).map((o) => `${o.path} ${o.status}`),
          [],
        );
        // Only a request the killed process held can fail: it was in flight when the process died.
        const elsewhere = failed.filter((o) => o.started > killedAt + 200 || o.ended < killedAt);
        assert.deepEqual(
          elsewhere.map((o) => `${o.path}: ${o.error}`),
          [],
        );
        assert.ok(
          served.some((outcome) => outcome.started > killedAt + 1_000),
          'answers after the kill',
        );
        assert.deepEqual(
          orderStatuses.filter((status) => status !== 200 && status !== 201),
          [],
        );
        assert.ok(acknowledged.size > 0, 'orders during the crowd');
        for (const [email, keys] of acknowledged)
          assert.equal(
            await ordersOf(port, token, email),
            keys.size,
            `each acknowledged order of ${email} stored once`,
          );

        // The stop: every process of the shop ends (the database's thread with the supervisor).
        const pids = processesBelow(shop.pid).map(({ pid }) => pid);
        assert.ok(pids.length >= 3, `the supervisor and two site processes below npm: ${pids.length}`);
        stopped = true;
        // npm ends at the signal; the supervisor then stops the site processes and the database.
        await shop.stop(true);
        const isAlive = (pid: number) => {
          try {
            process.kill(pid, 0);
            return true;
          } catch {
            return false;
          }
        };
        await waitFor('остановка всех процессов', () => (pids.some(isAlive) ? null : true), 30_000).catch(
          () => undefined,
        );
        assert.deepEqual(pids.filter(isAlive), [], 'no process left after the stop');
        const left = fs
          .readdirSync(shop.dataDir)
          .filter((name) => name === 'api.lock' || name.startsWith('.s.PGSQL'));
        fs.rmSync(shop.dataDir, { recursive: true, force: true });
        assert.deepEqual(left, [], 'the data directory released: no lock, no socket');
      } finally {
        if (!stopped) await shop.stop();
      }
    },
  },
];
