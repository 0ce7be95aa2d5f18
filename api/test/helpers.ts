import childProcess, { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { BUILD_VARIABLE, entryArguments } from './support/build';

// The answers' shapes are the contract's: tests read them with the same types the browser uses.
export type { Category, Item, ListingResponse as Listing, Product } from '@shop/shared/contract';
import type { Category, ListingResponse, Product } from '@shop/shared/contract';

/** Items in a test catalogue: several pages in the bigger subcategories, a few seconds to seed. */
export const TEST_ITEMS = 400;
const API_ROOT = path.resolve(__dirname, '..');

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: string;
  /** The parsed body when the answer is JSON. */
  data: T;
}

export interface TestServer {
  url: string;
  /** The database the server uses: `{ DATA_DIR }` or `{ DATABASE_URL }`, to start another process on it. */
  env: Record<string, string>;
  process: ChildProcess;
  output(): string;
  request<T = unknown>(pathname: string, init?: RequestInit): Promise<Answer<T>>;
  getJson<T>(pathname: string): Promise<T>;
  /** SIGTERM, then wait for the process to exit; resolves with its exit code. */
  stop(): Promise<number | null>;
}

export interface TestDatabase {
  env: Record<string, string>;
  drop(): Promise<void>;
}

/**
 * Where the seeded template database of this Jest run is (`test/support/template.ts` makes it once): the
 * JSON of its `TestDatabase.env`. Unset, every file's database starts empty and its first server seeds it.
 */
export const TEMPLATE_VARIABLE = 'API_TEST_TEMPLATE';

/**
 * A fresh database for one test file: a new PGlite directory, or — when TEST_DATABASE_URL is set (see
 * test/run-pg.ts) — a new database on that PostgreSQL server, dropped afterwards. It is a copy of the run's
 * seeded template (migrated, demo catalogue of TEST_ITEMS), which saves each file the seeding; `empty` gives
 * one nothing was ever started on (a file that tests the first start itself).
 */
export async function createTestDatabase({ empty = false }: { empty?: boolean } = {}): Promise<TestDatabase> {
  const template = empty ? undefined : templateEnv();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-test-'));
    if (template?.DATA_DIR) fs.cpSync(template.DATA_DIR, dataDir, { recursive: true });
    const env = { DATA_DIR: dataDir };
    return { env, drop: () => dropDatabase(env) };
  }
  const name = `shop_test_${process.pid}_${Date.now().toString(36)}_${(databases += 1)}`;
  const source = template?.DATABASE_URL ? new URL(template.DATABASE_URL).pathname.slice(1) : null;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${source ? ` TEMPLATE ${source}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString() };
  return { env, drop: () => dropDatabase(env) };
}

/** Drops a database `createTestDatabase` made, from its `env`. */
async function dropDatabase(env: Record<string, string>): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (env.DATA_DIR) fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  else if (env.DATABASE_URL && serverUrl) {
    const name = new URL(env.DATABASE_URL).pathname.slice(1);
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

let databases = 0;

function templateEnv(): Record<string, string> | undefined {
  const value = process.env[TEMPLATE_VARIABLE];
  return value ? (JSON.parse(value) as Record<string, string>) : undefined;
}

/** The server's body limit (1 MB). */
const BODY_LIMIT = 1024 * 1024;

/**
 * Sends a body over the limit the way a careful client does: headers first, the body only if the server
 * has not answered yet. The server answers 413 from the Content-Length alone and closes the connection;
 * fetch would still be uploading then and fail on the broken pipe instead of reporting the answer.
 */
function sendOversize(target: string, init: RequestInit, body: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const req = http.request(target, {
      method: init.method ?? 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
    });
    const upload = setTimeout(() => req.end(body), 1000);
    req.on('response', (res) => {
      clearTimeout(upload);
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const one of [value ?? []].flat()) answerHeaders.append(name, one);
        }
        resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 0, headers: answerHeaders }));
        req.destroy();
      });
    });
    req.on('error', reject); // after the answer has been read, a reset connection changes nothing
    req.flushHeaders();
  });
}

/**
 * Starts the real API (src/server.ts) in its own process on a free port, so tests talk HTTP to it exactly
 * as a browser would. (PGlite cannot run inside Jest's module sandbox: it loads its files with `import()`.)
 * The process runs the run's compiled API (test/support/build.ts) when there is one, else the source.
 */
export async function startServer(
  env: Record<string, string>,
  extra: Record<string, string> = {},
): Promise<TestServer> {
  const child = spawn(process.execPath, entryArguments('server'), {
    cwd: API_ROOT,
    env: {
      ...process.env,
      API_PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED_ITEMS: String(TEST_ITEMS),
      // No 503 for a slow event loop: on a machine busy with other work a test server's loop stalls for
      // seconds, and a test would fail on the machine's load, not on the shop (ops.test.ts sets its own limits).
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
      // Nor a search cut short by its budget of time: tests judge what a search finds.
      SEARCH_BUDGET_MS: '10000',
      // Cheap password hashes (src/auth/passwords.ts): the suites register, log in and guess passwords
      // hundreds of times; accounts.test.ts, which checks the stored hash itself, asks for `owasp`.
      PASSWORD_HASH_COST: 'test',
      ...env,
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return serverAt(
    url,
    env,
    child,
    () => output,
    async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  );
}

/**
 * The TestServer of a running process. Its functions are made in the calling test file: a process shared by
 * several files (`readOnlyServer`) runs no code of a file whose environment Jest has torn down.
 */
function serverAt(
  url: string,
  env: Record<string, string>,
  child: ChildProcess,
  output: () => string,
  stop: () => Promise<number | null>,
): TestServer {
  const request = async <T>(pathname: string, init?: RequestInit): Promise<Answer<T>> => {
    const oversize = typeof init?.body === 'string' && Buffer.byteLength(init.body) > BODY_LIMIT;
    const response = oversize
      ? await sendOversize(url + pathname, init, init.body as string)
      : await fetch(url + pathname, init);
    const body = await response.text();
    const json = (response.headers.get('content-type') ?? '').startsWith('application/json') && body;
    return {
      status: response.status,
      headers: response.headers,
      body,
      data: (json ? JSON.parse(body) : undefined) as T,
    };
  };
  return {
    url,
    env,
    process: child,
    output,
    request,
    async getJson<T>(pathname: string) {
      const answer = await request<T>(pathname);
      if (answer.status !== 200) throw new Error(`${pathname}: ${answer.status} ${answer.body}`);
      return answer.data;
    },
    stop,
  };
}

/** One server on one fresh database for a whole test file; `extra` adds environment (an admin, a key). */
export function serverForFile(extra: Record<string, string> = {}): () => TestServer {
  let database: TestDatabase;
  let server: TestServer;
  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startServer(database.env, extra);
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });
  return () => server;
}

/**
 * The server of a test file that only reads: one API process per Jest worker (started by the first such file
 * the worker runs, on a fresh database, with no extra environment) serves every such file of the worker, and
 * the run's global teardown stops it (test/support/template.ts). A file may use it only if no other file's
 * results can depend on what it does there: no writes another file could read, no admin or price change
 * (the catalogue's version and the answer cache stay as seeded), nothing near the caller's limits (the
 * catalogue's shares count every such file's reads together), no stop or restart. Anything else uses
 * `serverForFile` or `withShopServer`. Without the run's build (no global setup) it is `serverForFile()`.
 */
export function readOnlyServer(): () => TestServer {
  const build = process.env[BUILD_VARIABLE];
  if (!build) return serverForFile();
  let server: TestServer;
  beforeAll(async () => {
    const shared = await workerServer(build);
    server = serverAt(shared.url, shared.env, shared.process, shared.output, async () => {
      throw new Error('the worker’s read-only server is shared: the run’s global teardown stops it');
    });
  });
  return () => server;
}

/** Where a worker's read-only server is written down for the teardown: `{ pid, env }`. */
const READ_ONLY_SERVER_FILE = /^read-only-server-\d+\.json$/;

/**
 * The worker's read-only server of this run, kept on the `node:child_process` module: the one object a test
 * file shares with the files before it in the same worker (Jest gives each file its own globals and modules,
 * core modules excepted). Keyed by the run's build, as a watch mode's workers outlive a run.
 */
function workerServer(build: string): Promise<TestServer> {
  const holder = childProcess as unknown as Record<symbol, Map<string, Promise<TestServer>> | undefined>;
  const servers = (holder[WORKER_SERVERS] ??= new Map());
  let server = servers.get(build);
  if (!server) {
    server = (async () => {
      const database = await createTestDatabase();
      const started = await startServer(database.env);
      const record = { pid: started.process.pid, env: database.env };
      fs.writeFileSync(path.join(build, `read-only-server-${process.pid}.json`), JSON.stringify(record));
      return started;
    })();
    servers.set(build, server);
  }
  return server;
}

const WORKER_SERVERS = Symbol.for('shop.api-test.read-only-servers');

/**
 * Stops the read-only servers of a run (the global teardown, after the workers have exited) and drops
 * their databases.
 */
export async function stopReadOnlyServers(build: string): Promise<void> {
  for (const name of fs.readdirSync(build).filter((file) => READ_ONLY_SERVER_FILE.test(file))) {
    const { pid, env } = JSON.parse(fs.readFileSync(path.join(build, name), 'utf8')) as {
      pid: number;
      env: Record<string, string>;
    };
    await endProcess(pid);
    await dropDatabase(env);
  }
}

/** SIGTERM, then up to 10 s for the process to exit (SIGKILL after). */
async function endProcess(pid: number): Promise<void> {
  // A zombie (exited, not yet reaped by whoever adopted it) has ended too.
  const alive = () => {
    try {
      process.kill(pid, 0);
    } catch {
      return false;
    }
    let stat = '';
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      // not Linux, or just gone: the next look tells
    }
    return !/\) Z /.test(stat);
  };
  if (!alive()) return;
  process.kill(pid, 'SIGTERM');
  for (let waited = 0; alive() && waited < 10_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (alive()) process.kill(pid, 'SIGKILL');
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Asserts that `items` is not empty and that each keeps `rule`; a failure lists the items that break it (as
 * `name` shows them). `expect(items.every(rule)).toBe(true)` would pass on an empty list and name nothing.
 */
export function expectEach<T>(
  items: readonly T[] | undefined,
  rule: (item: T) => boolean,
  name: (item: T) => unknown = (item) => item,
): void {
  expect(items?.length).toBeGreaterThan(0);
  expect((items ?? []).filter((item) => !rule(item)).map(name)).toEqual([]);
}

/** The height in millimetres of a product's dimensions as the API writes them («1 800×900×450 мм»). */
export const heightOf = (product: { dimensions: string }): number =>
  Number(product.dimensions.split('×')[0]!.replace(/\s/g, ''));

/** Every item the catalogue lists, subcategory by subcategory, with that subcategory's name. */
export async function everyItem(server: TestServer): Promise<Array<Product & { section: string }>> {
  const tree = await server.getJson<Category[]>('/api/catalog/');
  const all: Array<Product & { section: string }> = [];
  for (const sub of tree.flatMap((c) => c.subcategories)) {
    for (let page = 1; ; page++) {
      const listing = await server.getJson<ListingResponse>(
        `/api${sub.subcategoryLink}/?limit=100&page=${page}`,
      );
      all.push(...listing.products.map((p) => ({ ...p, section: sub.subcategoryName })));
      if (page >= listing.pagination.totalPages) break;
    }
  }
  return all;
}
