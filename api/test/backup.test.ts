import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { readBackupManifest } from '../src/backup';
import { MANIFEST_NAME, RELEASE, codeSchema } from '../src/backup/manifest';
import { writeBackupFile } from '../src/backup/output';
import { restoreBackup } from '../src/backup/restore';
import { listEntries, readEntry } from '../src/backup/tar';
import { readSettings } from '../src/settings';
import { backupCli } from './backup-cli';
import { createTestDatabase, startServer, type TestDatabase } from './helpers';
import { onPostgres } from './shop-helpers';

/**
 * `npm run backup` and `npm run restore` on a seeded shop, PGlite or (`npm run test:pg`) PostgreSQL: the round
 * trip, and every file or target restore must refuse with the target left as it was.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
const databases: TestDatabase[] = [];
afterAll(async () => {
  await Promise.all(databases.map((database) => database.drop()));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A shop's settings: its database and its own folders of pictures and 1С files. */
async function shop(name: string, { empty = false } = {}) {
  const database = await createTestDatabase({ empty });
  databases.push(database);
  const env: Record<string, string> & { PICTURES_DIR: string; EXCHANGE_DIR: string } = {
    ...database.env,
    PICTURES_DIR: path.join(dir, name, 'pictures'),
    EXCHANGE_DIR: path.join(dir, name, 'exchange-1c'),
  };
  return { env, settings: readSettings(env) };
}

/** The items of the catalogue's first section as a server started on the shop `env` names counts them. */
async function itemCount(env: Record<string, string>): Promise<number> {
  const server = await startServer(env);
  try {
    const tree =
      await server.getJson<Array<{ subcategories: Array<{ subcategoryLink: string }> }>>('/api/catalog/');
    const link = tree[0]!.subcategories[0]!.subcategoryLink;
    const { pagination } = await server.getJson<{ pagination: { total: number } }>(
      `/api${link}/?limit=1&page=1`,
    );
    return pagination.total;
  } finally {
    await server.stop();
  }
}

/** What a target holds, to check a refusal changed nothing: its files, or its tables. */
async function targetState(env: Record<string, string>): Promise<string[]> {
  const files = [env.PICTURES_DIR!, env.EXCHANGE_DIR!, env.DATA_DIR].flatMap((folder) =>
    folder && fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true }).map(String) : [],
  );
  if (!env.DATABASE_URL) return files.sort();
  const client = new Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      "SELECT nspname || '.' || relname AS name FROM pg_class JOIN pg_namespace n ON n.oid = relnamespace WHERE relkind = 'r' AND nspname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1",
    );
    return [...files.sort(), ...tables.rows.map((row) => row.name)];
  } finally {
    await client.end();
  }
}

let source: Awaited<ReturnType<typeof shop>>;
let file: string;
let sourceItems: number;
beforeAll(async () => {
  source = await shop('source');
  fs.mkdirSync(path.join(source.env.PICTURES_DIR, 'ab'), { recursive: true });
  fs.writeFileSync(path.join(source.env.PICTURES_DIR, 'ab', 'photo.webp'), 'webp-bytes');
  fs.mkdirSync(path.join(source.env.EXCHANGE_DIR, '1'), { recursive: true });
  fs.writeFileSync(path.join(source.env.EXCHANGE_DIR, '1', 'import.xml'), '<КоммерческаяИнформация/>');
  file = path.join(dir, 'shop.backup');
  const made = backupCli(source.env, 'backup', '--out', file);
  expect(made).toMatchObject({
    status: 0,
    stderr: expect.stringContaining(`Резервная копия готова: ${file}`),
  });
  sourceItems = await itemCount(source.env);
});

test('a backup names its release, schema, database and every part with its size and checksum', async () => {
  const manifest = await readBackupManifest(file);
  expect(manifest).toMatchObject({
    format: 1,
    release: RELEASE,
    schema: codeSchema(),
    database: onPostgres ? 'postgres' : 'pglite',
  });
  expect(manifest.parts.map((part) => part.name)).toEqual([
    onPostgres ? 'database.pgdump' : 'database.tar.gz',
    'pictures/ab/photo.webp',
    'exchange-1c/1/import.xml',
  ]);
  expect(manifest.parts[1]).toMatchObject({ bytes: 10, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
});

test('restored into an empty target, the shop starts with the same catalogue, pictures and 1С files', async () => {
  const target = await shop('round-trip', { empty: true });
  const { movedAside } = await restoreBackup(target.settings, file);
  expect(movedAside).toEqual([]);
  expect(fs.readFileSync(path.join(target.env.PICTURES_DIR, 'ab', 'photo.webp'), 'utf8')).toBe('webp-bytes');
  expect(fs.readFileSync(path.join(target.env.EXCHANGE_DIR, '1', 'import.xml'), 'utf8')).toBe(
    '<КоммерческаяИнформация/>',
  );
  expect(await itemCount(target.env)).toBe(sourceItems);
});

test('a copy as rows (--rows) restores into an empty PGlite DATA_DIR: the move from PostgreSQL to PGlite', async () => {
  const rows = path.join(dir, 'rows.backup');
  expect(backupCli(source.env, 'backup', '--out', rows, '--rows')).toMatchObject({ status: 0 });
  expect((await readBackupManifest(rows)).database).toBe('portable');
  const target = {
    DATA_DIR: path.join(dir, 'rows', 'data'),
    PICTURES_DIR: path.join(dir, 'rows', 'pictures'),
    EXCHANGE_DIR: path.join(dir, 'rows', 'exchange-1c'),
  };
  expect(backupCli(target, 'restore', rows)).toMatchObject({
    status: 0,
    stderr: expect.stringContaining('Восстановлено из'),
  });
  expect(fs.readFileSync(path.join(target.PICTURES_DIR, 'ab', 'photo.webp'), 'utf8')).toBe('webp-bytes');
  expect(await itemCount(target)).toBe(sourceItems);
});

/** A copy of the backup with its manifest changed, every part as it was. */
async function withManifest(
  name: string,
  change: (manifest: Record<string, unknown>) => void,
  extra?: { name: string; bytes: Buffer },
) {
  const out = path.join(dir, name);
  const entries = await listEntries(file);
  await writeBackupFile(out, async (tar) => {
    for (const entry of entries) {
      const chunks: Buffer[] = [];
      for await (const chunk of readEntry(file, entry)) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      if (entry.name !== MANIFEST_NAME) await tar.addBuffer(entry.name, bytes);
      else {
        if (extra) await tar.addBuffer(extra.name, extra.bytes);
        const manifest = JSON.parse(bytes.toString()) as Record<string, unknown>;
        change(manifest);
        await tar.addBuffer(entry.name, Buffer.from(JSON.stringify(manifest)));
      }
    }
  });
  return out;
}

describe('restore refuses, and the empty target stays as it was', () => {
  let target: Awaited<ReturnType<typeof shop>>;
  let before: string[];
  beforeAll(async () => {
    target = await shop('refusals', { empty: true });
    before = await targetState(target.env);
  });
  afterEach(async () => expect(await targetState(target.env)).toEqual(before));

  it('a file with one byte flipped in the middle of its database', async () => {
    const damaged = path.join(dir, 'damaged.backup');
    fs.copyFileSync(file, damaged);
    const entry = (await listEntries(damaged))[0]!;
    const handle = fs.openSync(damaged, 'r+');
    const at = entry.offset + Math.floor(entry.size / 2);
    const byte = Buffer.alloc(1);
    fs.readSync(handle, byte, 0, 1, at);
    fs.writeSync(handle, Buffer.from([byte[0]! ^ 0xff]), 0, 1, at);
    fs.closeSync(handle);
    await expect(restoreBackup(target.settings, damaged)).rejects.toThrow(
      /повреждён \(контрольная сумма части database\.\S+ не совпадает\): ничего не изменено/,
    );
  });

  it('a file cut short', async () => {
    const truncated = path.join(dir, 'truncated.backup');
    fs.writeFileSync(truncated, fs.readFileSync(file).subarray(0, Math.floor(fs.statSync(file).size / 2)));
    await expect(restoreBackup(target.settings, truncated)).rejects.toThrow('файл обрывается');
  });

  it('a foreign file: a tar of something else', async () => {
    const foreign = path.join(dir, 'foreign.tar');
    spawnSync('tar', ['-cf', foreign, '-C', path.join(__dirname, '..'), 'package.json']);
    await expect(restoreBackup(target.settings, foreign)).rejects.toThrow('не резервная копия магазина');
  });

  it('a part whose name climbs out of the folders, listed with its right checksum', async () => {
    const escape = { name: 'pictures/../../escape.sh', bytes: Buffer.from('#!/bin/sh\n') };
    const tampered = await withManifest(
      'tampered.backup',
      (manifest) => {
        const parts = manifest.parts as Array<{ name: string; bytes: number; sha256: string }>;
        parts.push({
          name: escape.name,
          bytes: escape.bytes.length,
          sha256: createHash('sha256').update(escape.bytes).digest('hex'),
        });
      },
      escape,
    );
    await expect(restoreBackup(target.settings, tampered)).rejects.toThrow(
      'посторонняя часть pictures/../../escape.sh',
    );
    expect(fs.existsSync(path.join(target.env.PICTURES_DIR, '..', '..', 'escape.sh'))).toBe(false);
  });

  it('a part slipped in that the manifest does not name', async () => {
    const slipped = await withManifest('slipped.backup', () => undefined, {
      name: 'pictures/extra.webp',
      bytes: Buffer.from('x'),
    });
    await expect(restoreBackup(target.settings, slipped)).rejects.toThrow('части, которых нет в описании');
  });

  it('a backup from a newer release, naming both versions', async () => {
    const newer = await withManifest('newer.backup', (manifest) => (manifest.release = '99.0.0'));
    await expect(restoreBackup(target.settings, newer)).rejects.toThrow(
      `Копия сделана версией 99.0.0, а установлена версия ${RELEASE}: обновите магазин до 99.0.0 или новее`,
    );
  });

  it('the command itself: exit code 1 and the Russian message', () => {
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(__dirname, '..', 'src', 'backup', 'cli.ts'),
        'restore',
        path.join(dir, 'foreign.tar'),
      ],
      { cwd: path.join(__dirname, '..'), env: { ...process.env, ...target.env }, encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('не резервная копия магазина');
  });
});

test('a target holding a shop: refused without --force; with it the old data is moved aside, still whole', async () => {
  const target = await shop('occupied');
  fs.mkdirSync(target.env.PICTURES_DIR, { recursive: true });
  fs.writeFileSync(path.join(target.env.PICTURES_DIR, 'old.webp'), 'old');
  const before = await targetState(target.env);
  await expect(restoreBackup(target.settings, file)).rejects.toThrow(
    'уже есть данные магазина: восстановление отменено, ничего не изменено',
  );
  expect(await targetState(target.env)).toEqual(before);

  const { movedAside } = await restoreBackup(target.settings, file, { force: true });
  expect(movedAside.length).toBeGreaterThan(0);
  expect(
    fs.readFileSync(
      `${movedAside.find((aside) => aside.startsWith(target.env.PICTURES_DIR))}/old.webp`,
      'utf8',
    ),
  ).toBe('old');
  if (onPostgres) {
    const schema = /схема (before_restore_\d+)$/.exec(movedAside[0]!)![1]!;
    const client = new Client({ connectionString: target.env.DATABASE_URL });
    await client.connect();
    const kept = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${schema}.products`);
    await client.end();
    expect(kept.rows[0]!.n).toBeGreaterThan(0);
  } else {
    const aside = movedAside.find((folder) => folder.startsWith(`${target.env.DATA_DIR}.before-restore-`))!;
    expect(fs.existsSync(path.join(aside, 'PG_VERSION'))).toBe(true);
    databases.push({
      env: { DATA_DIR: aside },
      drop: async () => fs.rmSync(aside, { recursive: true, force: true }),
    });
  }
  expect(await itemCount(target.env)).toBe(sourceItems);
});
