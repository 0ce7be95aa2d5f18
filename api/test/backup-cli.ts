import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** `npm run backup` / `npm run restore` on the shop `env` names (PGlite opens only in a process of its own, not inside Jest). */
export function backupCli(env: Record<string, string>, ...args: string[]) {
  const entry = path.join(__dirname, '..', 'src', 'backup', 'cli.ts');
  return spawnSync(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: path.join(__dirname, '..'),
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
}
