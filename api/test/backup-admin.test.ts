import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Backups } from '@shop/shared/contract';
import { readBackupManifest } from '../src/backup';
import { writeBackupFile } from '../src/backup/output';
import { type TestServer, createTestDatabase, startServer } from './helpers';
import {
  SHOP_ENV,
  adminToken,
  catalogueAdmin,
  type CatalogueAdmin,
  send,
  withShopServer,
} from './shop-helpers';
import { metric } from './support/metrics';

// «Резервные копии» over HTTP, as the shop's one process makes them (no supervisor): administrators only,
// one copy at a time, a file served only by a name the list shows; the age of the last copy in /api/metrics
// and /api/health.

const LIST = '/api/admin/backups/';
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backups-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const shop = withShopServer(() => ({ BACKUP_DIR: folder }));
let who: CatalogueAdmin;
beforeAll(async () => {
  who = await catalogueAdmin(shop);
});

const list = async (server: TestServer) =>
  (await send<Backups>(server, 'GET', LIST, { token: who.admin })).data;

async function whenDone(server: TestServer): Promise<Backups> {
  for (let tries = 0; tries < 600; tries += 1) {
    const backups = await list(server);
    if (!backups.running) return backups;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the copy did not end in a minute');
}

describe('who may', () => {
  it.each([
    ['GET', LIST],
    ['POST', LIST],
    ['GET', `${LIST}shop-2026-12-02-030000.tar`],
  ] as const)('%s %s: 401 without a token, 403 for a buyer and a manager', async (method, where) => {
    const server = shop.server();
    expect((await send(server, method, where)).status).toBe(401);
    for (const stranger of [who.buyer, who.manager]) {
      const answer = await send(server, method, where, { token: stranger.accessToken });
      expect(answer.status).toBe(403);
      expect(answer.data.message).toBe('Недостаточно прав: нужна роль администратора');
    }
  });

  it('refuses a copy asked by another site with the admin’s token, and starts none', async () => {
    const server = shop.server();
    const answer = await send(server, 'POST', LIST, {
      token: who.admin,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(answer.status).toBe(403);
    expect(answer.data.message).toMatch(/^Запрос пришёл с другого сайта и отклонён/);
    expect(await list(server)).toMatchObject({ running: false, files: [] });
    expect(fs.readdirSync(folder)).toEqual([]);
  });
});

describe('a copy made now', () => {
  it('shows the schedule; two asks at once make one copy (202 and 409), listed when whole', async () => {
    const server = shop.server();
    expect(await list(server)).toMatchObject({
      dir: folder,
      every: 'daily 03:00',
      keep: 7,
      running: false,
      lastSuccessAt: null,
      lastError: null,
      files: [],
    });
    const answers = await Promise.all(
      [1, 2].map(() => send<Backups>(server, 'POST', LIST, { token: who.admin })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409]);
    expect(answers.find((answer) => answer.status === 202)?.data.running).toBe(true);
    expect(answers.find((answer) => answer.status === 409)?.data).toEqual({
      message: 'Резервная копия уже создаётся',
    });
    const done = await whenDone(server);
    expect(done.lastError).toBeNull();
    expect(done.files).toHaveLength(1);
    const [file] = done.files;
    expect(file).toMatchObject({
      release: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      createdAt: done.lastSuccessAt,
    });
    expect(file!.name).toMatch(/^shop-\d{4}-\d{2}-\d{2}-\d{6}\.tar$/);
    expect(fs.statSync(path.join(folder, file!.name)).size).toBe(file!.bytes);
  });

  it('downloads a listed copy whole, as an attachment', async () => {
    const server = shop.server();
    const [file] = (await list(server)).files;
    const answer = await fetch(`${server.url}${LIST}${file!.name}`, {
      headers: { authorization: `Bearer ${who.admin}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="${file!.name}"; filename*=UTF-8''${file!.name}`,
    );
    const saved = path.join(os.tmpdir(), `downloaded-${process.pid}.tar`);
    fs.writeFileSync(saved, Buffer.from(await answer.arrayBuffer()));
    try {
      expect(fs.statSync(saved).size).toBe(file!.bytes);
      expect((await readBackupManifest(saved)).createdAt).toBe(file!.createdAt);
    } finally {
      fs.rmSync(saved, { force: true });
    }
  });

  it.each([
    '..%2F..%2Fpackage.json',
    '..%2Fshop-backups',
    '%2Fetc%2Fpasswd',
    'notes.txt',
    'shop-2026-12-02-030000.tar',
    'shop%00.tar',
  ])('answers 404 for %s: only a name the list shows is served', async (name) => {
    fs.writeFileSync(path.join(folder, 'notes.txt'), 'пароль от почты');
    const answer = await send(shop.server(), 'GET', `${LIST}${name}`, { token: who.admin });
    expect(answer.status).toBe(404);
    expect(answer.data.message).toMatch(/не найден/);
    fs.rmSync(path.join(folder, 'notes.txt'));
  });

  it('shows the last copy’s time in /api/metrics, and no warning in /api/health', async () => {
    const server = shop.server();
    const { lastSuccessAt } = await list(server);
    expect(await metric(server, 'shop_backup_last_success_timestamp_seconds')).toBe(
      Date.parse(lastSuccessAt!) / 1000,
    );
    expect(await metric(server, 'shop_backup_interval_seconds')).toBe(86_400);
    expect(await metric(server, 'shop_backup_age_seconds')).toBeLessThan(600);
    expect(await metric(server, 'shop_backup_failures_total')).toBe(0);
    expect((await send(server, 'GET', '/api/health')).data).toEqual({ status: 'ok' });
  });
});

describe('without BACKUP_DIR, or with an old copy only', () => {
  it('refuses a copy now naming the setting, and warns when the newest copy is older than twice the interval', async () => {
    const old = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backups-old-'));
    const databases = await Promise.all([createTestDatabase(), createTestDatabase()]);
    // A copy of three days ago, as the shop would have left it (its manifest is what the list reads).
    const createdAt = new Date(Date.now() - 72 * 3_600_000).toISOString();
    const manifest = { format: 1, release: '1.0.0', schema: 1, database: 'pglite', createdAt, parts: [] };
    await writeBackupFile(path.join(old, 'shop-old.tar'), (tar) =>
      tar.addBuffer('manifest.json', Buffer.from(JSON.stringify(manifest))),
    );
    const servers = await Promise.all([
      startServer(databases[0]!.env, SHOP_ENV),
      startServer(databases[1]!.env, { ...SHOP_ENV, BACKUP_DIR: old, BACKUP_EVERY: '6h' }),
    ]);
    try {
      const [off, stale] = servers as [TestServer, TestServer];
      const token = await adminToken(off);
      const refused = await send(off, 'POST', LIST, { token });
      expect(refused.status).toBe(409);
      expect(refused.data.message).toBe('Папка для резервных копий не задана (BACKUP_DIR)');
      expect((await send(off, 'GET', LIST, { token })).data).toMatchObject({
        dir: null,
        every: null,
        files: [],
      });
      const health = await send<{ status: string; warnings: string[] }>(stale, 'GET', '/api/health');
      expect(health.status).toBe(200);
      expect(health.data).toEqual({
        status: 'ok',
        warnings: ['Последняя удачная резервная копия сделана 72 ч назад (BACKUP_EVERY=6h)'],
      });
      expect(await metric(stale, 'shop_backup_age_seconds')).toBeGreaterThan(72 * 3600 - 60);
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
      await Promise.all(databases.map((database) => database.drop()));
      fs.rmSync(old, { recursive: true, force: true });
    }
  });
});
