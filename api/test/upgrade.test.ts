import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readBackupManifest } from '../src/backup';
import { codeSchema } from '../src/backup/manifest';
import { backupCli } from './backup-cli';
import { createTestDatabase, startServer, type TestDatabase, type TestServer } from './helpers';
import { PERSON, PICKUP, inspect, login, send } from './shop-helpers';

/**
 * An owner's shop made by the previous release (test/fixtures/upgrade: a backup of it and what it holds, made
 * by scripts/src/upgrade-fixture.ts) restored into an empty PGlite or (`npm run test:pg`) PostgreSQL and
 * started by this code, which applies the later migrations: every order, account, edit, picture, 1С file and
 * history entry of the old shop is there, and the shop goes on numbering orders after the old ones.
 */
const FIXTURE = path.join(__dirname, 'fixtures', 'upgrade');
const made = JSON.parse(fs.readFileSync(path.join(FIXTURE, 'shop.json'), 'utf8')) as {
  admin: { email: string; password: string };
  buyers: Array<{ email: string; password: string }>;
  edited: { itemCode: string; price: number };
  raised: string;
  pictured: string;
  exchangeFile: { name: string; text: string };
  orders: { retail: number; legal: number; itemCode: string; legalInn: string };
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-upgrade-'));
let database: TestDatabase;
let env: Record<string, string>;
let server: TestServer;
beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  env = {
    ...database.env,
    PICTURES_DIR: path.join(dir, 'pictures'),
    EXCHANGE_DIR: path.join(dir, 'exchange-1c'),
  };
  const restored = backupCli(env, 'restore', path.join(FIXTURE, 'shop.backup'));
  expect(restored).toMatchObject({ status: 0, stderr: expect.stringContaining('Восстановлено из') });
  server = await startServer(env);
});
afterAll(async () => {
  await server?.stop();
  await database?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const admin = async () => (await login(server, made.admin.email, made.admin.password)).accessToken;

test('the fixture is an older schema than this code, so the start had migrations to apply', async () => {
  const manifest = await readBackupManifest(path.join(FIXTURE, 'shop.backup'));
  expect(manifest.schema).toBeLessThan(codeSchema());
  const [[applied] = []] = await inspect<{ n: number }>(env, [
    'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
  ]);
  expect(applied?.n).toBe(codeSchema());
});

test("every account logs in with its old password, and a buyer's order is in her account", async () => {
  for (const buyer of made.buyers) await login(server, buyer.email, buyer.password);
  const anna = await login(server, made.buyers[0]!.email, made.buyers[0]!.password);
  const { data } = await send<{
    orders: Array<{ id: number; items: Array<{ itemCode: string; count: number }> }>;
  }>(server, 'GET', '/api/user/orders', { token: anna.accessToken });
  expect(data.orders.map((order) => order.id)).toEqual([made.orders.retail]);
  expect(data.orders[0]?.items).toEqual([
    expect.objectContaining({ itemCode: made.orders.itemCode, count: 2 }),
  ]);
});

test("the legal entity's order is on the desk with its ИНН", async () => {
  const order = await send<{ buyer: { inn: string } }>(
    server,
    'GET',
    `/api/desk/orders/${made.orders.legal}`,
    {
      token: await admin(),
    },
  );
  expect(order.status).toBe(200);
  expect(order.data.buyer.inn).toBe(made.orders.legalInn);
});

test("the administrator's edit and its history, and the percentage change, are kept", async () => {
  const token = await admin();
  const product = await send<{ price: number; name: string }>(
    server,
    'GET',
    `/api/admin/products/${made.edited.itemCode}/`,
    { token },
  );
  expect(product.data).toMatchObject({
    price: made.edited.price,
    name: expect.stringMatching(/\(уточнено\)$/),
  });
  const changes = await send<{ changes: unknown[] }>(
    server,
    'GET',
    `/api/admin/products/${made.edited.itemCode}/changes/`,
    { token },
  );
  expect(changes.data.changes).toHaveLength(1);
  const [[raised] = []] = await inspect<{ n: number }>(env, [
    `SELECT count(*)::int AS n FROM price_changes WHERE scope = 'item:${made.raised}'`,
  ]);
  expect(raised?.n).toBe(1);
});

test('the uploaded picture is on the product and served', async () => {
  const item = await server.getJson<{ pictures?: Array<{ card: { sources: Array<{ srcset: string }> } }> }>(
    `/api/catalog/item/${made.pictured}/`,
  );
  expect(item.pictures).toHaveLength(1);
  const url = item.pictures![0]!.card.sources[0]!.srcset.split(' ')[0]!;
  const answer = await fetch(server.url + url);
  expect(answer.status).toBe(200);
  expect((await answer.arrayBuffer()).byteLength).toBeGreaterThan(0);
});

test("1С's file is back in the exchange's folder", () => {
  const files = fs.readdirSync(env.EXCHANGE_DIR!, { recursive: true }).map(String);
  const sent = files.filter((file) => path.basename(file) === made.exchangeFile.name);
  expect(sent).toHaveLength(1);
  expect(fs.readFileSync(path.join(env.EXCHANGE_DIR!, sent[0]!), 'utf8')).toBe(made.exchangeFile.text);
});

test('a new order gets the next number after the old ones', async () => {
  const placed = await send<{ orderId: number }>(server, 'POST', '/api/user/sendOrder', {
    body: { address: PICKUP, itemCode: [{ itemCode: made.orders.itemCode, count: 1 }], user: PERSON },
  });
  expect(placed.status).toBe(201);
  expect(placed.data.orderId).toBe(Math.max(made.orders.retail, made.orders.legal) + 1);
});
