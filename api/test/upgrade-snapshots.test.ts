import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS } from '../src/db/pglite';

/**
 * Drizzle's snapshots in step with the schema: `npm run db:generate -w api` on this tree writes no migration.
 * Run into a copy of the migrations, so a schema changed without its migration fails here, not in the next
 * helper's migration (which would then carry someone else's change).
 */
test('db:generate finds the schema and the last snapshot equal', () => {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-drizzle-'));
  try {
    fs.cpSync(MIGRATIONS, copy, { recursive: true });
    const api = path.join(__dirname, '..');
    const run = spawnSync(
      process.execPath,
      [
        'scripts/drizzle-kit.mjs',
        'generate',
        '--dialect=postgresql',
        '--schema=./src/db/schema/index.ts',
        // drizzle-kit prefixes `./` to the folder: a relative path.
        `--out=${path.relative(api, copy)}`,
      ],
      { cwd: api, env: { ...process.env, NODE_PATH: path.join(api, 'node_modules') }, encoding: 'utf8' },
    );
    expect(run.stdout + run.stderr).toContain('No schema changes, nothing to migrate');
    const listing = (folder: string) => fs.readdirSync(folder, { recursive: true }).map(String).sort();
    expect(listing(copy)).toEqual(listing(MIGRATIONS));
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
});
