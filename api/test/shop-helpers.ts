import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PRIVACY_POLICY } from '@shop/shared/domain';
import { Client } from 'pg';
import {
  type Answer,
  type Category,
  createTestDatabase,
  type Product,
  type Listing,
  startServer,
  type TestDatabase,
  type TestServer,
} from './helpers';
import { socketPathIn } from '../src/db/embedded';
import { entryArguments } from './support/build';

/** Helpers of the account, order and admin tests (API part 2), on top of helpers.ts. */

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
export const ADMIN = { email: 'admin@shop.test', password: 'Admin-pass-for-tests-42' };
/** A known signing key, so tests can forge tokens the way an attacker who knew it could not. */
export const JWT_SECRET = 'test-secret-of-the-api-tests-0123456789abcdef';
/** TRUST_PROXY: a test acts from another address by sending X-Forwarded-For (`from(address)`). */
export const SHOP_ENV = {
  JWT_SECRET,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  TRUST_PROXY: '127.0.0.1',
};
/** The caller's address as the shop sees it behind its proxy (SHOP_ENV trusts 127.0.0.1). */
export const from = (address: string) => ({ 'x-forwarded-for': address });
/**
 * Order limits out of the way, for tests that place many orders from one address to one e-mail (letters,
 * crashes); the attack tests run with the defaults.
 */
export const ROOMY_ORDER_LIMITS = {
  LIMIT_GUEST_ORDERS_PER_IP: '100000',
  LIMIT_BUYER_ORDERS_PER_IP: '100000',
  LIMIT_LETTERS_PER_EMAIL: '100000',
};

export interface ShopServer {
  server(): TestServer;
  database(): TestDatabase;
  /**
   * Stops the server (PGlite allows one process per directory) and runs `fn`; starts it again afterwards
   * unless `restart` is false (the file's last look at the database).
   */
  whileStopped<T>(fn: () => Promise<T>, restart?: boolean): Promise<T>;
}

/**
 * One API process with an admin and a known JWT secret on a fresh database for a whole test file; `extra`
 * adds environment (limits, SMTP).
 */
export function withShopServer(extra: () => Record<string, string> = () => ({})): ShopServer {
  let database: TestDatabase;
  let server: TestServer;
  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startServer(database.env, { ...SHOP_ENV, ...extra() });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });
  return {
    server: () => server,
    database: () => database,
    async whileStopped(fn, restart = true) {
      await server.stop();
      try {
        return await fn();
      } finally {
        if (restart) server = await startServer(database.env, { ...SHOP_ENV, ...extra() });
      }
    },
  };
}

export function send<T = { message: string }>(
  server: TestServer,
  method: 'GET' | 'POST' | 'PUT',
  pathname: string,
  { body, token, headers = {} }: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  return server.request<T>(pathname, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** What the registration form sends besides the fields: the consent to the current privacy policy. */
export const CONSENT = { consent: true, policyVersion: PRIVACY_POLICY.version } as const;

let accounts = 0;
export interface Buyer {
  email: string;
  password: string;
  accessToken: string;
  /** The `refreshToken=…` pair of the HttpOnly cookie, to send back as a Cookie header. */
  refreshCookie: string;
}

export function refreshCookieOf(answer: Answer): string {
  const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('refreshToken='));
  return cookie?.split(';')[0] ?? '';
}

export async function login(
  server: TestServer,
  email: string,
  password: string,
  rememberMe = false,
  guestOrders?: { id: number; idempotencyKey: string }[],
) {
  const answer = await send<{ accessToken: string; refreshToken: string }>(
    server,
    'POST',
    '/api/user/login',
    {
      body: { email, password, rememberMe, guestOrders },
    },
  );
  if (answer.status !== 200) throw new Error(`login ${email}: ${answer.status} ${answer.body}`);
  return { answer, accessToken: answer.data.accessToken, refreshCookie: refreshCookieOf(answer) };
}

/** Registers a new buyer (unique e-mail) and logs in. */
export async function newBuyer(server: TestServer, name = 'Анна'): Promise<Buyer> {
  accounts += 1;
  const email = `buyer${accounts}.${process.pid}@shop.test`;
  const password = `Надёжный пароль ${accounts}`;
  const registered = await send(server, 'POST', '/api/user/registration', {
    body: { name, email, phoneNumber: '+7 949 123 45 67', password, ...CONSENT },
  });
  if (registered.status !== 201) throw new Error(`registration: ${registered.status} ${registered.body}`);
  const { accessToken, refreshCookie } = await login(server, email, password);
  return { email, password, accessToken, refreshCookie };
}

export const adminToken = async (server: TestServer): Promise<string> =>
  (await login(server, ADMIN.email, ADMIN.password)).accessToken;

/** A second-level section of the catalogue: its listing link and its path (`seyfy/dlya-oruzhiya`). */
export interface Section {
  link: string;
  path: string;
}

/**
 * Who the catalogue's admin pages («Товары», «Импорт и экспорт») are tried as, and where: a buyer, a manager, the
 * admin's token, and the catalogue's second-level sections as seeded (each test takes its own).
 */
export interface CatalogueAdmin {
  admin: string;
  buyer: Buyer;
  /** A buyer whose role is written in the database (the desk's invitation is tested in desk.test.ts). */
  manager: Buyer;
  sections: Section[];
}

/** Makes a file's `CatalogueAdmin` on its server (call it in the file's `beforeAll`). */
export async function catalogueAdmin(shop: ShopServer): Promise<CatalogueAdmin> {
  const buyer = await newBuyer(shop.server());
  const manager = await newBuyer(shop.server(), 'Мария');
  await inspect(shop.database().env, [`UPDATE users SET role = 'manager' WHERE email = '${manager.email}'`]);
  const admin = await adminToken(shop.server());
  const tree = await shop.server().getJson<Category[]>('/api/catalog/');
  const sections = tree
    .flatMap((c) => c.subcategories.flatMap((s) => s.subcategories))
    .map(({ subcategoryLink: link }) => ({ link, path: link.replace(/^\/catalog\//, '') }));
  return { admin, buyer, manager, sections };
}

/** Catalogue items with a price (at least five) and without one (at least one), from the listings. */
export async function catalogueItems(server: TestServer) {
  const priced: Product[] = [];
  const unpriced: Product[] = [];
  const tree = await server.getJson<Category[]>('/api/catalog/');
  for (const link of tree.flatMap((c) => c.subcategories.map((s) => s.subcategoryLink))) {
    const { products } = await server.getJson<Listing>(`/api${link}?limit=100`);
    for (const product of products) (product.newPrice === null ? unpriced : priced).push(product);
    if (priced.length >= 5 && unpriced.length >= 1) return { priced, unpriced };
  }
  throw new Error('the test catalogue has too few items with and without a price');
}

/** A new buyer and the catalogue's items with and without a price: what the order tests start from. */
export async function buyerAndItems(server: TestServer) {
  return { ...(await catalogueItems(server)), buyer: await newBuyer(server) };
}

export const PERSON = {
  lastName: 'Иванова',
  firstName: 'Анна',
  middleName: 'Сергеевна',
  phone: '+7 949 123 45 67',
  email: 'anna@example.ru',
};
export const PICKUP = {
  id: 4,
  type: 'pickup',
  title: 'Пункт выдачи на Университетской',
  location: 'г. Донецк, ул. Университетская, 48',
  description: 'Вт–Сб 09:00–17:00, вс и пн — выходные',
};

/** An order body; lines are loosely typed so tests can send wrong ones. */
export function order(lines: Record<string, unknown>[], extra: Record<string, unknown> = {}) {
  return { address: PICKUP, itemCode: lines, user: PERSON, ...extra };
}

/**
 * Rows of SQL queries on a test database, as JSON carries them (dates as strings). While a server runs on it
 * they go through that server's own database, with no stop and restart: PostgreSQL at DATABASE_URL, or the
 * socket the server's PGlite thread serves in DATA_DIR (src/db/embedded.ts), which runs one connection's
 * statement at a time. With no server on a PGlite directory they run in a process of their own
 * (support/inspect.ts), which opens the directory.
 */
export async function inspect<T = Record<string, unknown>>(
  env: Record<string, string>,
  queries: string[],
): Promise<T[][]> {
  const socket = env.DATA_DIR && socketPathIn(env.DATA_DIR);
  const connection = env.DATABASE_URL
    ? { connectionString: env.DATABASE_URL }
    : socket && fs.existsSync(socket)
      ? { host: env.DATA_DIR }
      : undefined;
  const client = connection && new Client(connection);
  // A socket left by a killed server refuses the connection: nobody holds the directory then.
  const connected =
    client &&
    (await client.connect().then(
      () => true,
      () => false,
    ));
  if (client && connected) {
    try {
      const results: unknown[][] = [];
      for (const query of queries) results.push((await client.query(query)).rows);
      return JSON.parse(JSON.stringify(results)) as T[][];
    } finally {
      await client.end();
    }
  }
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [...entryArguments('inspect'), JSON.stringify(queries)],
    { cwd: path.resolve(__dirname, '..'), env: { ...process.env, ...env } },
  );
  return JSON.parse(stdout) as T[][];
}

/** Row counts of every table the account, order and admin calls write, and digests of accounts, sessions and prices. */
export async function databaseState(env: Record<string, string>) {
  const tables = ['users', 'refresh_tokens', 'orders', 'order_items', 'callback_requests', 'price_changes'];
  const digest = (table: string, columns: string) =>
    `(SELECT md5(string_agg(concat_ws(':', ${columns}), ',' ORDER BY id)) FROM ${table}) AS ${table}`;
  const [counts, digests] = await inspect(env, [
    `SELECT ${tables.map((t) => `(SELECT count(*)::int FROM ${t}) AS ${t}`).join(', ')}`,
    `SELECT ${digest('products', 'id, price, old_price')},
            ${digest('users', 'id, email, name, last_name, surname, phone, password_hash, role, token_version')},
            ${digest('refresh_tokens', 'id, token_hash, expires_at, used_at, revoked_at')}`,
  ]);
  return { counts: counts?.[0], digests: digests?.[0] };
}
