import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { MIGRATIONS, migratePostgres } from '../src/db/migrate';
import { appliedMigrations, type Queryable } from '../src/db/snapshot';
import { createTestDatabase, type TestDatabase } from './helpers';

/**
 * An upgrade whose second new migration fails: the real migrations, then one that would add a table and one
 * that refers to a table nowhere. The start is refused naming the broken one, and the database is as it was.
 */
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-migrations-'));
fs.cpSync(MIGRATIONS, folder, { recursive: true });
const journalFile = path.join(folder, 'meta', '_journal.json');
const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
  entries: Array<{ idx: number; version: string; when: number; tag: string; breakpoints: boolean }>;
};
const last = journal.entries.at(-1)!;
const added = [
  ['9001_upgrade_probe', 'CREATE TABLE upgrade_probe (id integer PRIMARY KEY);'],
  [
    '9002_broken',
    'INSERT INTO upgrade_probe (id) VALUES (1);\n--> statement-breakpoint\nUPDATE no_such_table SET x = 1;',
  ],
] as const;
added.forEach(([tag, text], i) => {
  fs.writeFileSync(path.join(folder, `${tag}.sql`), text);
  journal.entries.push({ ...last, idx: last.idx + i + 1, when: last.when + i + 1, tag });
});
fs.writeFileSync(journalFile, JSON.stringify(journal));

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** Migrates the test's database from `folder`, then answers what a fresh connection finds in it. */
async function upgrade(): Promise<{ error: unknown; applied: number; probe: unknown }> {
  const inspect = async (db: Queryable) => ({
    applied: await appliedMigrations(db),
    probe: (await db.query("SELECT to_regclass('upgrade_probe')::text AS name")).rows[0],
  });
  const url = database.env.DATABASE_URL;
  if (url) {
    const pool = new Pool({ connectionString: url });
    try {
      const error = await migratePostgres(drizzle({ client: pool }), folder).catch((e: unknown) => e);
      return { error, ...(await inspect(pool)) };
    } finally {
      await pool.end();
    }
  }
  // PGlite opens only in a process of its own, not inside Jest.
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--eval', PGLITE_UPGRADE], {
    cwd: path.join(__dirname, '..'),
    env: { ...process.env, DATA_DIR: database.env.DATA_DIR, MIGRATIONS_DIR: folder },
    encoding: 'utf8',
  });
  const answer = JSON.parse(child.stdout) as { error: string | null; applied: number; probe: unknown };
  return { ...answer, error: answer.error === null ? null : new Error(answer.error) };
}

const PGLITE_UPGRADE = `
const { PGlite } = require('@electric-sql/pglite');
const { openMigratedPglite } = require('./src/db/pglite.ts');
const { appliedMigrations } = require('./src/db/snapshot.ts');
(async () => {
  const { DATA_DIR: dataDir, MIGRATIONS_DIR: folder } = process.env;
  const error = await openMigratedPglite(dataDir, folder).then((c) => c.close().then(() => null), (e) => e.message);
  const client = await PGlite.create({ dataDir });
  const applied = await appliedMigrations(client);
  const probe = (await client.query("SELECT to_regclass('upgrade_probe')::text AS name")).rows[0];
  await client.close();
  process.stdout.write(JSON.stringify({ error, applied, probe }));
})();
`;

test('a failed migration is named, and neither it nor the good one before it is left applied', async () => {
  const { error, applied, probe } = await upgrade();
  expect(error).toBeInstanceOf(Error);
  expect((error as Error).message).toMatch(/^Миграция 9002_broken не применена: .*no_such_table/);
  expect((error as Error).message).toContain('База данных осталась как была');
  expect(applied).toBe(journal.entries.length - added.length);
  expect(probe).toEqual({ name: null });
});
