import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS } from '../src/db/migrate';

/**
 * The snapshots in drizzle/meta are what drizzle-kit compares the schema with: out of step, the next
 * `npm run db:generate -w api` would write a migration for a change nobody made. Generating into a copy of
 * the folder must write nothing.
 */
test('db:generate on the current schema writes no migration', () => {
  const api = path.join(__dirname, '..');
  const copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-drizzle-')), 'drizzle');
  fs.cpSync(MIGRATIONS, copy, { recursive: true });
  try {
    // drizzle-kit takes --out relative to the working directory only.
    const run = spawnSync(
      process.execPath,
      [
        path.join(api, 'scripts', 'drizzle-kit.mjs'),
        'generate',
        '--dialect=postgresql',
        '--schema=./src/db/schema/index.ts',
        `--out=${path.relative(api, copy)}`,
      ],
      { cwd: api, env: { ...process.env, NODE_PATH: path.join(api, 'node_modules') }, encoding: 'utf8' },
    );
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('No schema changes');
    expect(fs.readdirSync(copy).sort()).toEqual(fs.readdirSync(MIGRATIONS).sort());
  } finally {
    fs.rmSync(path.dirname(copy), { recursive: true, force: true });
  }
});
