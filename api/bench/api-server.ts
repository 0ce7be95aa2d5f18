import { type ChildProcess, fork, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { SERVER_DIST, ensureServerBuilt } from '../../server/build/bundle';
import { SERVER_V8_FLAGS } from '../src/bundle';
import type { DatabaseProcessMemory } from './database-process';
import { DESK_ADMIN } from './desk';

// The API process of `npm run bench -w api` (bench.ts): its database, its start and stop.

const API_ROOT = path.resolve(__dirname, '..');
/** BENCH_PORT: another port when a bench of another worktree holds 3150 (the bare server takes the next one). */
export const APP_PORT = Number(process.env.BENCH_PORT ?? 3150);
/** BENCH_CPU_PROF=<folder>: each API process the bench starts writes a CPU profile there when it stops. */
const CPU_PROFILE = process.env.BENCH_CPU_PROF
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
  : [];

/** The bench database's settings: kept between runs, seeded once (`items` of the demo catalogue). */
export async function benchDatabase(items: number, pg: boolean): Promise<Record<string, string>> {
  if (!pg) return { DATA_DIR: path.join(API_ROOT, '.bench', `pglite-${items}`) };
  const server =
    process.env.DATABASE_URL ??
    `postgres:///postgres?host=/var/run/postgresql&user=${os.userInfo().username}`;
  // Its own name (BENCH_DATABASE) lets a branch that re-indexes run on a copy (`createdb -T shop_bench_350000`).
  const name = process.env.BENCH_DATABASE ?? `shop_bench_${items}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_DATABASE: not a plain database name: ${name}`);
  const admin = new Client({ connectionString: server });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.toString() };
}

/** Seeds once (a bench database keeps its catalogue between runs) and waits for the server. */
export async function startApiProcess(
  env: Record<string, string>,
  { items, fromSource }: { items: number; fromSource: boolean },
): Promise<ChildProcess> {
  if (!fromSource) await ensureServerBuilt();
  // Another server on the port would answer for this one, whose start then fails unseen: refuse instead.
  if (await answers(`http://127.0.0.1:${APP_PORT}/api/catalog/menu/`))
    throw new Error(`Порт ${APP_PORT} уже занят другим сервером: остановите его или задайте BENCH_PORT`);
  const entry = fromSource ? ['--import', 'tsx', 'src/server.ts'] : [path.join(SERVER_DIST, 'server.js')];
  const child = spawn(process.execPath, [...SERVER_V8_FLAGS, ...CPU_PROFILE, ...entry], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      ...env,
      API_PORT: String(APP_PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_ITEMS: String(items),
      // The bench is one caller measuring the database path: no fair share per caller.
      CATALOG_SEARCHES_PER_MINUTE: '0',
      CATALOG_READS_PER_MINUTE: '0',
      // The order bench is one caller placing 1 000 orders to one address: far past the abuse limits.
      LIMIT_GUEST_ORDERS_PER_IP: '1000000',
      LIMIT_BUYER_ORDERS_PER_IP: '1000000',
      LIMIT_LETTERS_PER_EMAIL: '1000000',
      LIMIT_REGISTRATIONS_PER_IP: '1000000',
      // Who changes a price in the unseen part and reads the order desk.
      ADMIN_EMAIL: DESK_ADMIN.email,
      ADMIN_PASSWORD: DESK_ADMIN.password,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}`);
    if (await answers(`http://127.0.0.1:${APP_PORT}/api/catalog/menu/`)) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('API did not start');
}

const answers = (url: string): Promise<boolean> =>
  fetch(url).then(
    (r) => r.ok,
    () => false,
  );

/**
 * PGlite held by a process of its own, as `npm start`'s supervisor holds it (bench/database-process.ts);
 * resolves with the socket's directory and a way to ask that process's memory.
 */
export async function startDatabaseProcess(dataDir: string) {
  const child = fork(path.join(__dirname, 'database-process.ts'), [dataDir], {
    cwd: API_ROOT,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const host = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: { host: string }) => resolve(message.host));
    child.once('exit', (code) => reject(new Error(`database process exited with ${code}`)));
  });
  const memory = () =>
    new Promise<DatabaseProcessMemory>((resolve) => {
      child.once('message', resolve);
      child.send('memory');
    });
  return { child, host, memory };
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
