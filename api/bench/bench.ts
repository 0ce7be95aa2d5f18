import http from 'node:http';
import { parseArgs } from 'node:util';
import { ENDPOINTS, SORT_ORDERS } from '@shop/shared/domain';
import autocannon from 'autocannon';
import { readSettings } from '../src/settings';
import { APP_PORT, benchDatabase, startApiProcess, startDatabaseProcess, stop } from './api-server';
import { DESK_ADMIN, benchDesk, fillOrders } from './desk';
import { benchFilters } from './filters';
import { benchLoop, queryCost } from './loop';
import { benchMemory, type MemoryLayout } from './memory';
import { benchAccountsAndOrders } from './orders';
import { benchSearch } from './search';
import { benchUnseen } from './unseen';

/**
 * `npm run bench -w api [-- --items 35000 --duration 5 --pg] [--search] [--filters] [--unseen] [--crowd] [--desk]
 * [--loop] [--memory [--answers 20000] [--in-process]] [--from-source]`: answers per second and latency of
 * each catalogue call at 16 connections (autocannon), next to a bare node:http server answering the same bytes
 * in the same run. The API runs in its own process, from the server's bundle as `npm start` runs it (built
 * first when stale; `--from-source`: through `tsx`, as `npm run dev` does), twice: as shipped (answers cached
 * in memory for a few seconds) and with that cache off, so every request reaches the database. Prints
 * figures; asserts nothing.
 * The bench database (api/.bench/ or shop_bench_<items> on PostgreSQL) is seeded once and kept.
 */
const { values } = parseArgs({
  options: {
    items: { type: 'string', default: '35000' },
    duration: { type: 'string', default: '4' },
    connections: { type: 'string', default: '16' },
    pg: { type: 'boolean', default: false },
    /** Only the search part: judged query set against MiniSearch, uncached latency. */
    search: { type: 'boolean', default: false },
    /** Only the filters part: a listing with two filters and its counts, uncached. */
    filters: { type: 'boolean', default: false },
    /** Only unseen traffic: random vocabulary queries and every listing page, uncached, each asked once. */
    unseen: { type: 'boolean', default: false },
    /** Only the listings of the unseen part: quiet, then while two callers send worst-case searches. */
    crowd: { type: 'boolean', default: false },
    /** Only the order desk: 100 000 generated orders, the list with filters and counts. */
    desk: { type: 'boolean', default: false },
    /** Only the event loop: its delay under 4 uncached callers, PGlite on its thread and inline. */
    loop: { type: 'boolean', default: false },
    /** Only memory: the API's resident memory after `answers` distinct cached answers. */
    memory: { type: 'boolean', default: false },
    /** How many distinct answers the memory part asks (fewer to reproduce fast). */
    answers: { type: 'string', default: '20000' },
    /** The memory part again with PGlite's thread inside the API process (`npm run dev -w api`'s layout). */
    'in-process': { type: 'boolean', default: false },
    /** The API from its TypeScript through `tsx` (`npm run dev`'s way) instead of the bundle `npm start` runs. */
    'from-source': { type: 'boolean', default: false },
  },
});
const ITEMS = Number(values.items);
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const BARE_PORT = APP_PORT + 1;
const startApi = (env: Record<string, string>) =>
  startApiProcess(env, { items: ITEMS, fromSource: values['from-source'] });
/** The answer cache's budget the API runs with (ANSWER_CACHE_MB). */
const MEMORY_BUDGET_MB = readSettings().ANSWER_CACHE_MB;
interface Call {
  name: string;
  path: string;
}

/**
 * The memory part: the API as `npm start` runs it — on PGlite, reaching it over the socket of
 * the process that holds it, whose memory is printed beside — and, with `--in-process`, with PGlite's thread
 * in the API process itself. On PostgreSQL the API alone.
 */
async function memoryLayouts(env: Record<string, string>): Promise<void> {
  const base = `http://127.0.0.1:${APP_PORT}`;
  const answers = Number(values.answers);
  const measure = async (layoutEnv: Record<string, string>, layout: MemoryLayout) => {
    const api = await startApi({ ...env, ...layoutEnv });
    try {
      await benchMemory(base, api.pid ?? 0, MEMORY_BUDGET_MB, answers, layout);
    } finally {
      await stop(api);
    }
  };
  if (!env.DATA_DIR) return measure({}, { name: 'PostgreSQL' });
  const database = await startDatabaseProcess(env.DATA_DIR);
  try {
    await measure(
      { PGLITE_SOCKET: database.host },
      { name: 'как в npm start (PGlite в отдельном процессе, по сокету)', database: database.memory },
    );
  } finally {
    await stop(database.child);
  }
  if (values['in-process']) await measure({}, { name: 'PGlite в потоке процесса API' });
}

async function calls(): Promise<Call[]> {
  const base = `http://127.0.0.1:${APP_PORT}/api/catalog`;
  type Tree = Array<{ subcategories: Array<{ subcategoryLink: string; itemsCount: number }> }>;
  const tree = (await (await fetch(`${base}/`)).json()) as Tree;
  const biggest = tree.flatMap((c) => c.subcategories).sort((a, b) => b.itemsCount - a.itemsCount)[0]!;
  const lastPage = Math.ceil(biggest.itemsCount / 20);
  const list: Call[] = [];
  for (const sort of SORT_ORDERS) {
    for (const page of [1, lastPage]) {
      list.push({
        name: `listing ${sort} p${page}`,
        path: `/api${ENDPOINTS.listing(biggest.subcategoryLink, { limit: 20, page, sort })}`,
      });
    }
  }
  list.push({ name: 'item', path: `/api${ENDPOINTS.item(String(100_001 + Math.floor(ITEMS / 2)))}` });
  const searches: Array<[string, string]> = [
    ['search plain', 'сейф'],
    ['search word form', 'сейфов для оружия'],
    ['search typo', 'стелаж'],
    ['search wrong layout', 'ctqa'],
  ];
  for (const [name, query] of searches) {
    list.push({ name, path: `/api${ENDPOINTS.search(query)}` });
  }
  return list;
}

/** A bare node:http server answering each path with the bytes and content type the API answered. */
async function startBare(answers: Map<string, { body: Buffer; type: string }>): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const answer = answers.get(req.url ?? '');
    res.writeHead(answer ? 200 : 404, { 'content-type': answer?.type ?? 'text/plain' });
    res.end(answer?.body);
  });
  await new Promise<void>((resolve) => server.listen(BARE_PORT, '127.0.0.1', resolve));
  return server;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  bad: number;
}

async function load(port: number, call: Call, duration = DURATION): Promise<Figures> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${call.path}`,
    connections: CONNECTIONS,
    duration,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors,
  };
}

async function main(): Promise<void> {
  const env = await benchDatabase(ITEMS, values.pg);
  const where = values.pg ? 'PostgreSQL' : 'PGlite';
  console.log(`Стенд: ${where}, ${ITEMS} товаров, ${CONNECTIONS} соединений, ${DURATION} с на замер`);
  const started = Date.now();
  if (values.desk) {
    await fillOrders(env);
    const api = await startApi(env);
    const base = `http://127.0.0.1:${APP_PORT}`;
    try {
      const login = await fetch(`${base}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DESK_ADMIN),
      });
      await benchDesk(base, ((await login.json()) as { accessToken: string }).accessToken);
    } finally {
      await stop(api);
    }
    return;
  }
  if (values.loop) {
    // PGlite on its own thread (as shipped) and on the request thread (PGLITE_THREAD=off, the older layout).
    const layouts = values.pg
      ? [['PostgreSQL', {}]]
      : [
          ['поток', {}],
          ['в потоке запросов', { PGLITE_THREAD: 'off' }],
        ];
    for (const [name, layout] of layouts as Array<[string, Record<string, string>]>) {
      const api = await startApi({ ...env, ...layout, ANSWER_CACHE: 'off' });
      try {
        const paths = (await calls()).filter((call) => call.name !== 'item').map((call) => call.path);
        console.log(`${name}: 4 клиента, списки и поиск без кэша, ${DURATION} с`);
        await benchLoop(`http://127.0.0.1:${APP_PORT}`, paths, DURATION);
      } finally {
        await stop(api);
      }
      if (env.DATA_DIR) console.log(`  простой запрос: ${await queryCost(env.DATA_DIR, layout)}`);
    }
    return;
  }
  if (values.memory) {
    await memoryLayouts(env);
    return;
  }
  if (values.search || values.filters || values.unseen || values.crowd) {
    const uncached = await startApi({ ...env, ANSWER_CACHE: 'off' });
    const base = `http://127.0.0.1:${APP_PORT}`;
    try {
      // First, on the API just started: the unseen part measures the first pages after start-up.
      if (values.unseen || values.crowd) {
        await benchUnseen(base, ITEMS, DESK_ADMIN, !values.crowd, uncached.pid);
      }
      if (values.search) await benchSearch(base, ITEMS);
      if (values.filters) await benchFilters(base);
    } finally {
      await stop(uncached);
    }
    return;
  }
  let api = await startApi(env);
  console.log(
    `API готов за ${((Date.now() - started) / 1000).toFixed(1)} с (с заполнением каталога, если его не было)`,
  );
  const list = await calls();
  const answers = new Map<string, { body: Buffer; type: string }>();
  for (const call of list) {
    const response = await fetch(`http://127.0.0.1:${APP_PORT}${call.path}`);
    answers.set(call.path, {
      body: Buffer.from(await response.arrayBuffer()),
      type: response.headers.get('content-type') ?? '',
    });
  }
  const bare = await startBare(answers);
  const rows: Array<Record<string, string | number>> = [];
  try {
    // Bare and API measured back to back, twice, best of each: the machine's load drifts between runs.
    const results = new Map<string, { bare: Figures; cached?: Figures; db?: Figures }>();
    const best = (a: Figures, b: Figures) => (a.rps >= b.rps ? a : b);
    for (const call of list) await load(APP_PORT, call, 1); // warm-up: JIT, database pages
    for (const call of list) {
      const bare1 = await load(BARE_PORT, call);
      const api1 = await load(APP_PORT, call);
      const bare2 = await load(BARE_PORT, call);
      const api2 = await load(APP_PORT, call);
      results.set(call.name, { bare: best(bare1, bare2), cached: best(api1, api2) });
    }
    await stop(api);
    api = await startApi({ ...env, ANSWER_CACHE: 'off' });
    for (const call of list) await load(APP_PORT, call, 1);
    for (const call of list) results.get(call.name)!.db = await load(APP_PORT, call);
    await benchSearch(`http://127.0.0.1:${APP_PORT}`, ITEMS);
    await benchFilters(`http://127.0.0.1:${APP_PORT}`);
    // Again just started, for the first pages after start-up.
    await stop(api);
    api = await startApi({ ...env, ANSWER_CACHE: 'off' });
    await benchUnseen(`http://127.0.0.1:${APP_PORT}`, ITEMS, DESK_ADMIN, true, api.pid);
    await stop(api);
    await memoryLayouts(env);
    for (const [name, r] of results) {
      rows.push({
        вызов: name,
        'bare rps': Math.round(r.bare.rps),
        'API rps': Math.round(r.cached!.rps),
        доля: Number((r.cached!.rps / r.bare.rps).toFixed(2)),
        'p50 мс': r.cached!.p50,
        'p99 мс': r.cached!.p99,
        'без кэша rps': Math.round(r.db!.rps),
        'без кэша доля': Number((r.db!.rps / r.bare.rps).toFixed(2)),
        'без кэша p50': r.db!.p50,
        'без кэша p99': r.db!.p99,
        ошибки: r.cached!.bad + r.db!.bad,
      });
    }
    // Accounts and orders on the same database, while the API is still up.
    await benchAccountsAndOrders(`http://127.0.0.1:${APP_PORT}`, { duration: DURATION });
  } finally {
    bare.close();
    await stop(api);
  }
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
