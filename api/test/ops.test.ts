import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Client } from 'pg';
import { createTestDatabase, startServer, type TestDatabase, type TestServer } from './helpers';
import {
  ADMIN,
  PERSON,
  SHOP_ENV,
  catalogueItems,
  inspect,
  onPostgres,
  order,
  send,
  newBuyer,
} from './shop-helpers';
import { metric } from './support/metrics';
import { rawGet } from './support/raw';
import { parseLetter, until } from './support/smtp';

const TOKEN = 'metrics-token-of-the-api-tests-0123456789';
const BEARER = { authorization: `Bearer ${TOKEN}` };

/**
 * A request whose body is held back: with `Expect: 100-continue` the server parses the headers and says
 * «continue» (the request is in flight from then on) and handles it when `finish()` sends the body.
 */
function heldRequest(url: string, pathname: string, body: unknown) {
  const payload = JSON.stringify(body);
  const request = http.request(`${url}${pathname}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(payload)),
      expect: '100-continue',
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
  });
  answer.catch(() => undefined); // the second-signal test expects the connection to die
  const continued = new Promise<void>((resolve) => request.on('continue', () => resolve()));
  request.flushHeaders();
  return { continued, finish: () => (request.end(payload), answer) };
}

const exitCode = (server: TestServer) =>
  new Promise<number | null>((resolve) =>
    server.process.exitCode !== null
      ? resolve(server.process.exitCode)
      : server.process.once('exit', resolve),
  );

describe('a running shop', () => {
  let database: TestDatabase;
  let server: TestServer;
  // Letters go to .eml files here (no SMTP_URL); on PostgreSQL there is no DATA_DIR of the database.
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-ops-mail-'));
  const start = () =>
    startServer(database.env, {
      ...SHOP_ENV,
      // The caller is the socket's address here: X-Forwarded-For must change nothing.
      TRUST_PROXY: '',
      DATA_DIR: database.env.DATA_DIR ?? mailDir,
      METRICS_ALLOW: '10.0.0.0/8',
      METRICS_TOKEN: TOKEN,
      MAIL_POLL_MS: '200',
      ANSWER_CACHE_MB: '0.25',
    });
  beforeAll(async () => {
    database = await createTestDatabase();
    server = await start();
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    fs.rmSync(mailDir, { recursive: true, force: true });
  });
  const outboxDir = () => path.join(database.env.DATA_DIR ?? mailDir, 'outbox');

  test('/api/health and /api/ready answer 200 for a load balancer', async () => {
    const health = await server.request('/api/health');
    expect([health.status, health.data]).toEqual([200, { status: 'ok' }]);
    const ready = await server.request('/api/ready');
    expect([ready.status, ready.data]).toEqual([200, { status: 'ready' }]);
  });

  test('/api/metrics: refused outside METRICS_ALLOW (X-Forwarded-For changes nothing without TRUST_PROXY), open with the token', async () => {
    const refused = await server.request('/api/metrics');
    expect([refused.status, refused.data]).toEqual([403, { message: 'Доступ к метрикам запрещён' }]);
    const spoofed = await server.request('/api/metrics', { headers: { 'x-forwarded-for': '10.1.2.3' } });
    expect(spoofed.status).toBe(403);
    const wrong = await server.request('/api/metrics', { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(403);
    const open = await server.request('/api/metrics', { headers: BEARER });
    expect(open.status).toBe(200);
    expect(open.headers.get('content-type')).toContain('text/plain');
    expect(open.body).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  test('the shop counts requests per route pattern, orders, failures, zero-result searches, cache hits and letters; no SMTP_URL writes .eml files', async () => {
    const { priced, unpriced } = await catalogueItems(server);
    const code = priced[0]?.itemCode ?? '';
    await server.getJson(`/api/catalog/item/${code}`);
    await server.getJson(`/api/catalog/item/${code}`);
    const nothing = await server.getJson<{ results: unknown[] }>(
      '/api/catalog/search/?query=жжжжжжжжжж&type=products',
    );
    expect(nothing.results).toEqual([]);
    const invalid = await send(server, 'POST', '/api/user/sendOrder', { body: order([]) });
    expect(invalid.status).toBe(400);
    const unavailable = await send(server, 'POST', '/api/user/sendOrder', {
      body: order([{ itemCode: unpriced[0]?.itemCode, count: 1 }]),
    });
    expect(unavailable.status).toBe(409);
    const placed = await send<{ orderId: number }>(server, 'POST', '/api/user/sendOrder', {
      body: order([{ itemCode: code, count: 1 }]),
    });
    expect(placed.status).toBe(201);

    const value = (name: string, labels: Record<string, string> = {}) => metric(server, name, labels, BEARER);
    const item = { method: 'GET', route: '/api/catalog/item/:itemCode', status_code: '200' };
    expect(await value('http_request_duration_seconds_count', item)).toBe(2);
    expect((await server.request('/api/metrics', { headers: BEARER })).body).not.toContain(`/item/${code}`);
    expect(await value('shop_answer_cache_lookups_total', { result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(await value('shop_answer_cache_lookups_total', { result: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(await value('shop_search_zero_results_total')).toBe(1);
    expect(await value('shop_orders_placed_total')).toBe(1);
    expect(await value('shop_order_failures_total', { reason: 'invalid' })).toBe(1);
    expect(await value('shop_order_failures_total', { reason: 'nothing_available' })).toBe(1);

    await until(async () => (await value('shop_letters_pending')) === 0);
    expect(await value('shop_letters_sent_total', { kind: 'order-buyer' })).toBe(1);
    const files = fs.readdirSync(outboxDir()).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(2);
    const subjects = files.map(
      (name) => parseLetter(fs.readFileSync(path.join(outboxDir(), name), 'utf8')).subject,
    );
    expect(subjects).toEqual(
      expect.arrayContaining([
        `Заказ № ${placed.data.orderId} оформлен`,
        expect.stringContaining(`Новый заказ № ${placed.data.orderId} `),
      ]),
    );
    expect(server.output()).toContain(`Письма: файлы .eml в ${outboxDir()}`);
  });

  test('every request line carries the request id (the caller’s X-Request-Id, sent back); a login and an order leave no password, token, cookie or personal data in the log', async () => {
    const traced = await server.request('/api/catalog/', { headers: { 'x-request-id': 'trace-42' } });
    expect(traced.headers.get('x-request-id')).toBe('trace-42');
    const unusable = await server.request('/api/catalog/', { headers: { 'x-request-id': 'a b\tc' } });
    expect(unusable.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    const buyer = await newBuyer(server, PERSON.firstName);
    const refreshed = await send<{ accessToken: string }>(server, 'GET', '/api/user/refresh', {
      headers: { cookie: buyer.refreshCookie },
    });
    expect(refreshed.status).toBe(200);
    const { priced } = await catalogueItems(server);
    const placed = await send(server, 'POST', '/api/user/sendOrder', {
      body: order([{ itemCode: priced[0]?.itemCode, count: 1 }]),
      token: buyer.accessToken,
    });
    expect(placed.status).toBe(201);

    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = lines.filter((line) => line.msg === 'request completed');
    expect(requests.length).toBeGreaterThan(10);
    for (const line of requests) expect(line.reqId).toEqual(expect.any(String));
    expect(requests.find((line) => line.reqId === 'trace-42')).toMatchObject({
      method: 'GET',
      route: '/api/catalog',
      status: 200,
      ms: expect.any(Number),
    });
    const secrets = [
      buyer.password,
      buyer.email,
      buyer.accessToken,
      buyer.refreshCookie.split('=')[1] ?? '',
      refreshed.data.accessToken,
      PERSON.email,
      PERSON.phone,
      PERSON.lastName,
      PERSON.firstName,
      PERSON.middleName,
      ADMIN.email,
      ADMIN.password,
    ];
    for (const secret of secrets) expect(server.output()).not.toContain(secret);
  });

  test('the answer cache keeps within ANSWER_CACHE_MB, dropping the oldest answers, and shows its size and evictions', async () => {
    const value = (name: string, labels: Record<string, string> = {}) => metric(server, name, labels, BEARER);
    const evictedBefore = await value('shop_answer_cache_evictions_total');
    // Distinct answers of up to 50 products each, kept gzipped (a few KB each): past the 256 KB budget in all.
    const ask = (i: number) =>
      rawGet(`${server.url}/api/catalog/search/?query=сейф&limit=50&price_to=${1_000_000 + i}`, {
        'accept-encoding': 'gzip',
      });
    const count = 120;
    for (let i = 0; i < count; i++) expect((await ask(i)).status).toBe(200);
    const bytes = await value('shop_answer_cache_bytes');
    expect(bytes).toBeGreaterThan(128 * 1024);
    expect(bytes).toBeLessThanOrEqual(256 * 1024);
    const entries = await value('shop_answer_cache_entries');
    expect(entries).toBeGreaterThan(1);
    expect(await value('shop_answer_cache_evictions_total')).toBeGreaterThan(evictedBefore);
    // What it counts is what it holds: the newest answers, asked again, come from memory; their gzipped bytes
    // as sent are within its count, and its count is within their size plus 1 KB of its own per answer.
    const hitsBefore = await value('shop_answer_cache_lookups_total', { result: 'hit' });
    const newest = Math.min(entries, 10);
    let held = 0;
    for (let i = count - newest; i < count; i++) held += (await ask(i)).body.byteLength;
    expect(await value('shop_answer_cache_lookups_total', { result: 'hit' })).toBe(hitsBefore + newest);
    expect(bytes).toBeGreaterThanOrEqual(held);
    expect(bytes).toBeLessThanOrEqual(entries * (held / newest + 1024));
  });

  test('a cached answer comes back the same gzipped and plain: the same JSON, validator and caching headers, Vary: Accept-Encoding, 304 either way', async () => {
    const url = `${server.url}/api/catalog/search/?query=сейф&limit=30&sort=price_desc`;
    const gzip = { 'accept-encoding': 'gzip, deflate, br' };
    const first = await rawGet(url, gzip); // computed, then kept
    const hitsBefore = await metric(server, 'shop_answer_cache_lookups_total', { result: 'hit' }, BEARER);
    const zipped = await rawGet(url, gzip);
    const plain = await rawGet(url);
    const identity = await rawGet(url, { 'accept-encoding': 'identity' });
    const refused = await rawGet(url, { 'accept-encoding': 'gzip;q=0' });
    expect(await metric(server, 'shop_answer_cache_lookups_total', { result: 'hit' }, BEARER)).toBe(
      hitsBefore + 4,
    );
    expect(zipped.body).toEqual(first.body);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.byteLength);
    const json = gunzipSync(zipped.body);
    expect(JSON.parse(json.toString()).results.length).toBeGreaterThan(0);
    for (const other of [plain, identity, refused]) {
      expect(other.status).toBe(200);
      expect(other.headers['content-encoding']).toBeUndefined();
      expect(other.body).toEqual(json);
      expect(Number(other.headers['content-length'])).toBe(json.byteLength);
    }
    for (const header of ['etag', 'cache-control', 'content-type', 'vary']) {
      expect([header, plain.headers[header]]).toEqual([header, zipped.headers[header]]);
    }
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(zipped.headers.etag).toMatch(/^W\//);
    for (const headers of [gzip, {}]) {
      const again = await rawGet(url, { ...headers, 'if-none-match': String(zipped.headers.etag) });
      expect([again.status, again.body.byteLength]).toEqual([304, 0]);
    }
  });

  test('the embedded database’s thread shows its memory: its JS heap and PGlite’s WebAssembly memory, and its queue (none on PostgreSQL)', async () => {
    const value = (kind: string) => metric(server, 'shop_database_thread_memory_bytes', { kind }, BEARER);
    const [heap, wasm] = [await value('heap_used'), await value('wasm')];
    // …and its socket's queue: how long the units waited (all of them counted under +Inf).
    const waited = await metric(server, 'shop_database_queue_waits', { le: '+Inf' }, BEARER);
    if (onPostgres) {
      expect([heap, wasm, waited]).toEqual([0, 0, 0]);
      return;
    }
    expect(waited).toBeGreaterThan(0);
    // PGlite's WebAssembly memory starts at 128 MB; the thread's heap holds no answers (a few MB to tens).
    expect(wasm).toBeGreaterThanOrEqual(128 * 1024 * 1024);
    expect(heap).toBeGreaterThan(1024 * 1024);
    expect(heap).toBeLessThan(wasm);
  });

  test('a statement that fails with a buyer’s e-mail and phone in it leaves neither in the log', async () => {
    const buyer = { ...PERSON, email: 'leak.victim@example.ru', phone: '+7 949 765 43 21' };
    // The database refuses this buyer's order: its error carries the statement's parameters and the row.
    await server.stop();
    await inspect(database.env, [
      `ALTER TABLE orders ADD CONSTRAINT no_victim CHECK (buyer->>'email' <> '${buyer.email}')`,
    ]);
    server = await start();
    const { priced } = await catalogueItems(server);
    const failed = await send(server, 'POST', '/api/user/sendOrder?email=leak.victim%40example.ru', {
      body: order([{ itemCode: priced[0]?.itemCode, count: 1 }], { user: buyer }),
    });
    expect([failed.status, failed.data]).toEqual([500, { message: 'Внутренняя ошибка сервера' }]);
    // The lines arrive through the child's stdout, after the answer.
    await until(() => /"status":500.*"request completed"/.test(server.output()));
    const errors = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"unhandled error"'));
    // The error is logged, with the database's own fields naming what failed.
    expect(errors.map((line) => JSON.parse(line) as { err: unknown })).toContainEqual(
      expect.objectContaining({
        err: expect.objectContaining({ cause: expect.objectContaining({ constraint: 'no_victim' }) }),
      }),
    );
    for (const secret of [buyer.email, 'leak.victim', '949 765 43 21', '9497654321', '765-43-21'])
      expect(server.output()).not.toContain(secret);
  });

  if (onPostgres) {
    test('/api/ready answers 503 while the database refuses connections and 200 once it is back; the process lives on', async () => {
      const name = new URL(database.env.DATABASE_URL ?? '').pathname.slice(1);
      const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
        await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [
          name,
        ]);
        const gone = await server.request('/api/ready');
        expect([gone.status, gone.data]).toEqual([503, { message: 'База данных не отвечает' }]);
        expect((await server.request('/api/health')).status).toBe(200);
      } finally {
        await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
        await admin.end();
      }
      await until(async () => (await server.request('/api/ready')).status === 200);
    });
  }

  test('a slow statement (pg_sleep 1 s on a second connection) holds the database, but neither /api/health nor a cached catalogue answer waits for it', async () => {
    const { DATABASE_URL: url, DATA_DIR: dataDir = '' } = database.env;
    // On PGlite the API reaches its database thread through this socket, the owner's alone.
    if (!url) expect(fs.statSync(path.join(dataDir, '.s.PGSQL.5432')).mode & 0o777).toBe(0o600);
    const direct = new Client(url ? { connectionString: url } : { host: dataDir });
    await direct.connect();
    try {
      expect((await server.request('/api/catalog/')).status).toBe(200); // cached from here on
      const sleeping = direct.query('SELECT pg_sleep(1)');
      await new Promise((resolve) => setTimeout(resolve, 50));
      const timed = async (pathname: string) => {
        const started = performance.now();
        const { status } = await server.request(pathname);
        return { status, ms: performance.now() - started };
      };
      const [health, tree, ready] = await Promise.all([
        timed('/api/health'),
        timed('/api/catalog/'),
        timed('/api/ready'),
      ]);
      await sleeping;
      expect([health.status, tree.status, ready.status]).toEqual([200, 200, 200]);
      // Well below the sleep (the tree's answer alone, brotli included, takes 100–350 ms on a busy machine).
      expect(health.ms).toBeLessThan(200);
      expect(tree.ms).toBeLessThan(500);
      // PGlite runs one statement at a time: /api/ready, which asks the database, did wait for the sleep.
      if (!url) expect(ready.ms).toBeGreaterThan(800);
    } finally {
      await direct.end();
    }
  });

  test('SIGTERM with a request in flight: the request completes, then the process exits 0', async () => {
    const held = heldRequest(server.url, '/api/callback/', { name: 'Пётр', phone: '+7 949 765 43 21' });
    await held.continued;
    server.process.kill('SIGTERM');
    await until(() => server.output().includes('shutting down'));
    const answer = await held.finish();
    expect(answer.status).toBe(201);
    expect(await exitCode(server)).toBe(0);
  });
});

describe('a shop before its catalogue is loaded', () => {
  let database: TestDatabase;
  let server: TestServer;
  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  test('a bad port, catalogue size or pool size stops the start with a message naming the setting', async () => {
    const settings = [
      ['API_PORT', 'abc', 'от 0 до 65535'],
      ['SEED_ITEMS', '-5', 'от 0 до 10000000'],
      // Read by the composition root on either database (PGlite has one connection and ignores it).
      ['DATABASE_POOL_SIZE', '0', 'от 1 до 1000'],
    ];
    for (const [name, value, range] of settings) {
      await expect(startServer(database.env, { [name!]: value! })).rejects.toThrow(
        `Некорректное значение ${name}: нужно целое число ${range}, задано «${value}»`,
      );
    }
  });

  test('a password hash cost other than owasp or test (the tests’ cheap one) stops the start', async () => {
    await expect(startServer(database.env, { PASSWORD_HASH_COST: 'cheap' })).rejects.toThrow(
      'Некорректное значение PASSWORD_HASH_COST: нужно owasp или test, задано «cheap»',
    );
  });

  test('without a catalogue (SEED_ITEMS=0) the API is alive but not ready, with the reason', async () => {
    server = await startServer(database.env, { SEED_ITEMS: '0' });
    expect((await server.request('/api/health')).status).toBe(200);
    const ready = await server.request('/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');
    expect(ready.data).toEqual({ message: 'Каталог не заполнен: загрузите его командой npm run seed' });
  });

  test('a second signal during a graceful shutdown exits at once', async () => {
    const held = heldRequest(server.url, '/api/callback/', { name: 'Пётр', phone: '+7 949 765 43 21' });
    await held.continued;
    server.process.kill('SIGTERM');
    await until(() => server.output().includes('shutting down'));
    server.process.kill('SIGTERM');
    expect(await exitCode(server)).toBe(1);
    expect(server.output()).toContain('second signal: exiting at once');
  });

  test('overloaded, the API answers 503 with Retry-After and a Russian message, except /api/health and /api/metrics (behind a trusted proxy here)', async () => {
    server = await startServer(database.env, {
      SEED_ITEMS: '0',
      OVERLOAD_HEAP_MB: '1',
      TRUST_PROXY: '127.0.0.1',
      METRICS_ALLOW: '10.0.0.0/8',
    });
    await until(async () => (await server.request('/api/catalog/')).status === 503);
    const refused = await server.request('/api/catalog/');
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(refused.data).toEqual({ message: 'Сервер перегружен. Повторите запрос через несколько секунд.' });
    expect((await server.request('/api/health')).status).toBe(200);
    const viaProxy = await server.request('/api/metrics', { headers: { 'x-forwarded-for': '10.1.2.3' } });
    expect(viaProxy.status).toBe(200);
    expect((await server.request('/api/metrics')).status).toBe(403);
  });
});
