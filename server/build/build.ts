import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ALL_APPS, ROOT, distOf, type BuiltApp } from './apps';
import { newestMtime } from './newest';
import { ensureServerBuilt } from './bundle';

/** Inputs of every app's build besides its own folder. */
const COMMON_INPUTS = [
  'shared/src',
  'shared/package.json',
  'shared/apps.json',
  'scripts/webpack',
  'scripts/standalone',
];
const APP_INPUTS = ['src', 'public', 'package.json', 'tsconfig.json', 'webpack.config.js'];
/** Written by every successful production build (see buildStamp in the webpack factory). */
const stampOf = (app: BuiltApp) => path.join(distOf(app), '.built');

/** Built and not older than any of its sources. */
export function isBuilt(app: BuiltApp): boolean {
  const stamp = stampOf(app);
  if (!fs.existsSync(stamp) || app.markers.some((marker) => !fs.existsSync(path.join(distOf(app), marker))))
    return false;
  const inputs = [...COMMON_INPUTS, ...APP_INPUTS.map((input) => path.join(app.folder, input))];
  const newestInput = Math.max(...inputs.map((input) => newestMtime(path.join(ROOT, input))));
  return fs.statSync(stamp).mtimeMs >= newestInput;
}

function build(app: BuiltApp): Promise<void> {
  return new Promise((resolve, reject) => {
    console.log(`Сборка ${app.folder}…`);
    const child = spawn('npm', ['run', 'build', '--silent', '-w', app.folder], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Сборка ${app.folder} завершилась с кодом ${code}`)),
    );
  });
}

/**
 * Builds the apps that are missing or stale, two at a time (webpack keeps one core busy each), then the
 * server's bundles.
 */
export async function ensureBuilt(apps: BuiltApp[] = ALL_APPS, parallel = 2): Promise<void> {
  const queue = apps.filter((app) => !isBuilt(app));
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) await build(app);
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  await ensureServerBuilt();
}
