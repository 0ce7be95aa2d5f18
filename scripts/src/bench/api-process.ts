import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../../server/src/apps';
import { waitUntilAnswering } from '../shop-process';

/** The API as a bench meets it in production: a process of its own, its memory read from /proc. */

export const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** A figure of /proc/<pid>/status in bytes (`VmRSS`, `VmHWM`); 0 once the process is gone. */
export function statusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status);
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** The API alone in a process of its own, answering on `port`; resolves once /api/ready answers. */
export async function startApi(port: number, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/server.ts')], {
    cwd: path.join(ROOT, 'api'),
    env: { ...process.env, ...env, API_PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitUntilAnswering(`http://127.0.0.1:${port}/api/ready`, child, 10 * 60_000);
    return child;
  } catch (error) {
    await stopApi(child);
    throw error;
  }
}

export async function stopApi(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('close', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** PGlite's thread's memory as /api/metrics reports it (JS heap, outside it, WebAssembly); empty on PostgreSQL. */
export async function databaseThread(base: string): Promise<string> {
  const text = await (await fetch(`${base}/api/metrics`)).text();
  const kinds = [...text.matchAll(/^shop_database_thread_memory_bytes\{kind="(\w+)"\} (\S+)$/gm)];
  return kinds.map(([, kind, bytes]) => `${kind} ${mb(Number(bytes))}`).join(', ');
}
