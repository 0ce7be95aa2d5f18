import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { backupCli } from './backup-cli';
import { createTestDatabase, startServer, type TestDatabase, type TestServer } from './helpers';
import {
  ADMIN,
  PERSON,
  PICKUP,
  ROOMY_ORDER_LIMITS,
  SHOP_ENV,
  catalogueItems,
  inspect,
  login,
  onPostgres,
  send,
} from './shop-helpers';

/**
 * A copy of a running PGlite shop made while buyers order (some retrying with the same key), restored into an
 * empty database of the suite's kind: PGlite, or with `npm run test:pg` PostgreSQL — the move from the one to
 * the other, the copy's PGlite files read as rows. Every order acknowledged before the copy began is in the
 * restored shop exactly once, and the restored shop numbers new orders after the copied ones.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-crowd-'));
const BACKUP_DIR = path.join(dir, 'backups');
const databases: TestDatabase[] = [];
let before: Acknowledged[];
let restored: TestServer;
let target: Record<string, string>;
afterAll(async () => {
  await restored?.stop();
  await Promise.all(databases.map((database) => database.drop()));
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Acknowledged {
  id: number;
  key: string;
  at: number;
}

/** Buyers placing guest orders one after another until `stop()`; every other order is sent twice with its key. */
function crowd(server: TestServer, itemCode: string, buyers: number) {
  const acknowledged: Acknowledged[] = [];
  let stopped = false;
  let n = 0;
  const place = (key: string) =>
    send<{ orderId: number }>(server, 'POST', '/api/user/sendOrder', {
      body: { address: PICKUP, itemCode: [{ itemCode, count: 1 }], user: PERSON },
      headers: { 'idempotency-key': key },
    });
  const buyer = async () => {
    while (!stopped) {
      n += 1;
      const key = `crowd-${n}`;
      const answer = await place(key);
      if (answer.status !== 201) throw new Error(`order: ${answer.status} ${JSON.stringify(answer.data)}`);
      acknowledged.push({ id: answer.data.orderId, key, at: Date.now() });
      if (n % 2 === 0) {
        const again = await place(key);
        expect(again.data.orderId).toBe(answer.data.orderId);
      }
    }
  };
  const running = Promise.all(Array.from({ length: buyers }, buyer));
  return {
    acknowledged,
    async stop() {
      stopped = true;
      await running;
    },
  };
}

beforeAll(async () => {
  const source = { DATA_DIR: path.join(dir, 'source') };
  const shop = await startServer(source, {
    ...SHOP_ENV,
    ...ROOMY_ORDER_LIMITS,
    SEED_ITEMS: '40',
    BACKUP_DIR,
  });
  let file: string;
  try {
    const { priced } = await catalogueItems(shop);
    const buyers = crowd(shop, priced[0]!.itemCode, 4);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const began = Date.now();
    const admin = (await login(shop, ADMIN.email, ADMIN.password)).accessToken;
    expect((await send(shop, 'POST', '/api/admin/backups/', { token: admin })).status).toBe(202);
    let listed: { running: boolean; files: Array<{ name: string }> };
    do {
      await new Promise((resolve) => setTimeout(resolve, 100));
      listed = (await send<typeof listed>(shop, 'GET', '/api/admin/backups/', { token: admin })).data;
    } while (listed.running);
    await buyers.stop();
    expect(listed.files).toHaveLength(1);
    file = path.join(BACKUP_DIR, listed.files[0]!.name);
    before = buyers.acknowledged.filter((order) => order.at < began);
    // Orders went on while the copy was made: the test is of a copy under load.
    expect(buyers.acknowledged.length).toBeGreaterThan(before.length);
  } finally {
    await shop.stop();
  }
  expect(before.length).toBeGreaterThan(0);
  const database = await createTestDatabase({ empty: true });
  databases.push(database);
  target = {
    ...database.env,
    PICTURES_DIR: path.join(dir, 'target', 'pictures'),
    EXCHANGE_DIR: path.join(dir, 'target', 'exchange-1c'),
  };
  expect(backupCli(target, 'restore', file)).toMatchObject({ status: 0 });
  // The limits' windows are restored too: the crowd's orders count against the address.
  restored = await startServer(target, { ...SHOP_ENV, ...ROOMY_ORDER_LIMITS });
});

test(`every order acknowledged before the copy began is restored${onPostgres ? ' into PostgreSQL' : ''}, once`, async () => {
  const [rows] = await inspect<{ id: number; key: string }>(target, [
    'SELECT id, idempotency_key AS key FROM orders ORDER BY id',
  ]);
  const byKey = new Map(rows!.map((row) => [row.key, row.id]));
  expect(byKey.size).toBe(rows!.length);
  expect(before.filter((order) => byKey.get(order.key) !== order.id)).toEqual([]);
});

test('the restored shop numbers a new order after the copied ones', async () => {
  const [[last] = []] = await inspect<{ id: number }>(target, ['SELECT max(id)::int AS id FROM orders']);
  const { priced } = await catalogueItems(restored);
  const placed = await send<{ orderId: number }>(restored, 'POST', '/api/user/sendOrder', {
    body: { address: PICKUP, itemCode: [{ itemCode: priced[0]!.itemCode, count: 1 }], user: PERSON },
  });
  expect(placed.status).toBe(201);
  expect(placed.data.orderId).toBeGreaterThan(last!.id);
});
