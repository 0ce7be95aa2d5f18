import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../server/src/apps';

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ShopProcess {
  port: number;
  /** The process `npm start` runs in (the group's leader: every process of the shop is below it). */
  pid: number;
  dataDir: string;
  /** Milliseconds from spawning `npm start` to the first answer (builds included when needed). */
  readyAfterMs: number;
  /** SIGTERM, then waits for the exit; resolves to the exit code. `keepData`: DATA_DIR is left for the caller. */
  stop(keepData?: boolean): Promise<number | null>;
}

/** Resolves once `url` answers OK; throws when `child` ends first or `timeoutMs` pass. */
export async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start ended with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Runs `npm start` on a free port with a fresh DATA_DIR (removed on stop); `cores`: on the machine's first
 * that many cores only (`taskset`), every process of the shop with it, so a bench can compare 1 core with 2.
 */
export async function startShop(env: NodeJS.ProcessEnv = {}, cores?: number): Promise<ShopProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-data-'));
  const started = Date.now();
  // Its own process group, so stop() reaches npm and every process of the shop together.
  const npmStart = ['npm', 'start', '--silent'];
  const [program, args]: [string, string[]] = cores
    ? ['taskset', ['--cpu-list', `0-${cores - 1}`, ...npmStart]]
    : ['npm', npmStart.slice(1)];
  const child = spawn(program, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async (keepData = false) => {
    if (child.exitCode === null && child.signalCode === null && child.pid)
      process.kill(-child.pid, 'SIGTERM');
    const code = await exited;
    if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    return code;
  };
  try {
    await waitUntilAnswering(`http://127.0.0.1:${port}/remotes.json`, child, 15 * 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, pid: child.pid ?? 0, dataDir, readyAfterMs: Date.now() - started, stop };
}
