import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { ItemPicturesResponse } from '@shop/shared/contract';
import { PRIVACY_POLICY } from '@shop/shared/domain';
import { ROOT } from '../../../server/src/apps';
import { ownDatabase } from '../own-database';
import { call, callUntilAnswered, catalogueOf, guestOrder, logIn, ordersOf } from '../shop-calls';
import { type ShopProcess, startShop } from '../shop-process';
import { E2E_ADMIN } from './admin';
import type { E2eTest } from './harness';
import { CROWD_SHOP_ENV } from './processes';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `npm run <script> -- …args` from the checkout with the database named by `env`; rejects on a non-zero exit. */
function npmRun(script: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`npm run ${script} ended with ${code}:\n${output}`)),
    );
  });
}

interface Acknowledged {
  email: string;
  orderId: number;
  at: number;
}

const SHOP_ENV = { ...CROWD_SHOP_ENV, LIMIT_REGISTRATIONS_PER_IP: '100000' };

type Kind = 'pglite' | 'postgres';

/**
 * One round trip: a shop under a crowd of orders (every third sent twice at once with its key), a buyer who
 * registered and a picture an administrator uploaded; `npm run backup` while the orders go on; the shop
 * stopped; `npm run restore` into a new target (of the same kind, or of the other: the moves of the runbook);
 * the shop started there.
 */
async function roundTrip(from: Kind, to: Kind): Promise<void> {
  const run = `${process.pid}_${Date.now().toString(36)}`;
  const databases = from === 'postgres' ? [ownDatabase(`shop_e2e_backup_${run}`)] : [];
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-backup-'));
  const file = path.join(folder, 'shop.tar');
  // On PostgreSQL too DATA_DIR holds the pictures and 1С's files the copy carries.
  const source = {
    DATA_DIR: path.join(folder, 'before'),
    ...(databases[0] ? { DATABASE_URL: databases[0].url } : {}),
  };
  // The running shop, null once stopped (a second stop of its process group would fail).
  let shop: ShopProcess | null = await startShop({ ...SHOP_ENV, ...source });
  try {
    const { port } = shop;
    const admin = await logIn(port, E2E_ADMIN.email, E2E_ADMIN.password);
    const { items } = await catalogueOf(port);
    assert.ok(items.length > 2, 'priced items');
    const buyer = { email: `backup-buyer-${run}@example.ru`, password: 'Пароль покупателя до копии' };
    const registered = await call(port, '/api/user/registration', {
      method: 'POST',
      body: {
        name: 'Вера',
        ...buyer,
        phoneNumber: '+7 949 555 44 33',
        consent: true,
        policyVersion: PRIVACY_POLICY.version,
      },
    });
    assert.equal(registered.status, 201, registered.body);
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#7a2b2b' } })
      .jpeg()
      .toBuffer();
    const uploaded = await fetch(
      `http://127.0.0.1:${port}/api/pictures/item/${encodeURIComponent(items[0]!)}/`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/octet-stream' },
        body: jpeg,
      },
    );
    assert.equal(uploaded.status, 201, await uploaded.clone().text());
    const picture = ((await uploaded.json()) as ItemPicturesResponse).pictures[0]!.page.src;
    const pictureOf = async (at: number) => {
      const answer = await fetch(`http://127.0.0.1:${at}${picture}`);
      assert.equal(answer.status, 200, `${picture}: ${answer.status}`);
      return Buffer.from(await answer.arrayBuffer());
    };
    const pictureBytes = await pictureOf(port);

    // The crowd: each order its own e-mail, so the desk finds each once (or twice, were a retry stored again).
    const acknowledged: Acknowledged[] = [];
    let ordering = true;
    const orderer = async (index: number) => {
      for (let n = 0; ordering; n++) {
        const email = `backup-${run}-${index}-${n}@example.ru`;
        const options = {
          method: 'POST',
          body: guestOrder(items[n % items.length]!, email),
          headers: { 'idempotency-key': `backup-${run}-${index}-${n}` },
        };
        const answers = await Promise.all(
          (n % 3 === 0 ? [options, options] : [options]).map((o) =>
            callUntilAnswered(port, '/api/user/sendOrder', o),
          ),
        );
        const at = Date.now();
        for (const answer of answers) {
          assert.ok(answer.status === 200 || answer.status === 201, `order: ${answer.status} ${answer.body}`);
          acknowledged.push({ email, orderId: (JSON.parse(answer.body) as { orderId: number }).orderId, at });
        }
      }
    };
    const crowd = Promise.all([0, 1, 2].map(orderer));
    await sleep(2_000);
    const backupBegan = Date.now();
    // PGlite cannot read pg_dump's files: a PostgreSQL shop moving to PGlite is copied as rows.
    const rows = from === 'postgres' && to === 'pglite' ? ['--rows'] : [];
    await npmRun('backup', ['--out', file, ...rows], source);
    await sleep(500);
    ordering = false;
    await crowd;
    await shop.stop();
    shop = null;

    const target = to === 'postgres' ? ownDatabase(`shop_e2e_restored_${run}`) : null;
    if (target) databases.push(target);
    const restored = {
      DATA_DIR: path.join(folder, 'after'),
      ...(target ? { DATABASE_URL: target.url } : {}),
    };
    await npmRun('restore', [file], restored);
    shop = await startShop({ ...SHOP_ENV, ...restored });
    const after: number = shop.port;

    const before = acknowledged.filter((order) => order.at < backupBegan);
    assert.ok(before.length >= 10, `orders acknowledged before the backup: ${before.length}`);
    const token = await logIn(after, E2E_ADMIN.email, E2E_ADMIN.password);
    for (const email of new Set(before.map((order) => order.email)))
      assert.equal(await ordersOf(after, token, email), 1, `${email}: once in the restored shop`);
    for (const email of new Set(acknowledged.map((order) => order.email)))
      assert.ok((await ordersOf(after, token, email)) <= 1, `${email}: never twice`);

    // Orders acknowledged after the copy began may be missing from it; the restored shop numbers on from the copy's.
    const newest = Math.max(...before.map((order) => order.orderId));
    const next = await callUntilAnswered(after, '/api/user/sendOrder', {
      method: 'POST',
      body: guestOrder(items[1]!, `backup-after-${run}@example.ru`),
      headers: { 'idempotency-key': `backup-after-${run}` },
    });
    assert.equal(next.status, 201, next.body);
    assert.ok(
      (JSON.parse(next.body) as { orderId: number }).orderId > newest,
      "a new number after the copy's last",
    );
    await logIn(after, buyer.email, buyer.password);
    assert.deepEqual(await pictureOf(after), pictureBytes, 'the uploaded picture, the same bytes');
  } finally {
    await shop?.stop();
    for (const database of databases) database.drop();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** The copies of a running shop restored into a new target: on PGlite, on PostgreSQL, and from each to the other. */
export const BACKUP_TESTS: E2eTest[] = [
  {
    name: 'Резервные копии, PGlite: копия работающего магазина под заказами восстановлена в новую папку — заказы по разу, новые номера, вход, фотография',
    run: () => roundTrip('pglite', 'pglite'),
  },
  {
    name: 'Резервные копии, PostgreSQL: копия работающего магазина под заказами восстановлена в новую базу — заказы по разу, новые номера, вход, фотография',
    run: () => roundTrip('postgres', 'postgres'),
  },
  {
    name: 'Резервные копии, переезд: копия магазина на PGlite под заказами восстановлена в PostgreSQL — заказы по разу, новые номера, вход, фотография',
    run: () => roundTrip('pglite', 'postgres'),
  },
  {
    name: 'Резервные копии, переезд обратно: копия магазина на PostgreSQL строками (--rows) под заказами восстановлена в PGlite — заказы по разу, новые номера, вход, фотография',
    run: () => roundTrip('postgres', 'pglite'),
  },
];
