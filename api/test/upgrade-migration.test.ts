import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { codeSchema } from '../src/backup/manifest';
import { MIGRATIONS } from '../src/db/pglite';
import { createTestDatabase, type TestDatabase } from './helpers';
import { inspect } from './shop-helpers';

/**
 * An upgrade whose migrations fail: this code's migrations and two new ones, a good one and then a broken one,
 * applied to a shop's database (PGlite, or with `npm run test:pg` PostgreSQL). Nothing of either is applied,
 * the shop's data is as it was, and the error names the broken migration.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-migrations-'));
const folder = path.join(dir, 'drizzle');
let database: TestDatabase;
beforeAll(async () => {
  fs.cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
    entries: Array<{ idx: number; version: string; when: number; tag: string; breakpoints: boolean }>;
  };
  const last = journal.entries.at(-1)!;
  const added = [
    [
      '9001_good',
      "CREATE TABLE upgrade_probe (id integer);\n--> statement-breakpoint\nUPDATE catalog_meta SET value = 'changed';",
    ],
    [
      '9002_broken',
      'ALTER TABLE upgrade_probe ADD COLUMN note text;\n--> statement-breakpoint\nSELECT 1 / 0;',
    ],
  ];
  added.forEach(([tag, sql], i) => {
    fs.writeFileSync(path.join(folder, `${tag}.sql`), sql!);
    journal.entries.push({ ...last, idx: last.idx + i + 1, when: last.when + i + 1, tag: tag! });
  });
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const state = async () =>
  inspect(database.env, [
    'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
    "SELECT to_regclass('public.upgrade_probe')::text AS probe",
    'SELECT key, value FROM catalog_meta ORDER BY key',
  ]);

/** The migrations of `folder` applied by `migrate-cli.ts` (PGlite opens only in a process of its own). */
const migrate = () =>
  spawnSync(process.execPath, ['--import', 'tsx', path.join('src', 'backup', 'migrate-cli.ts'), folder], {
    cwd: path.join(__dirname, '..'),
    env: { ...process.env, ...database.env },
    encoding: 'utf8',
  });

test('a failed migration leaves the database as it was, and its error names it', async () => {
  const before = await state();
  expect(before[0]).toEqual([{ n: codeSchema() }]);
  const run = migrate();
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('Миграция 9002_broken не применилась (division by zero)');
  expect(await state()).toEqual(before);
});

test('the same migrations without the broken one apply', async () => {
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  fs.writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, -1) }));
  const run = migrate();
  expect(run).toMatchObject({ status: 0, stderr: `Миграции применены: ${codeSchema() + 1}\n` });
  const [, [probe] = []] = await state();
  expect(probe).toEqual({ probe: 'upgrade_probe' });
});
