import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { BackupManifest } from './manifest';

/**
 * The running shop's control socket: how `npm run backup` asks the supervisor (the only process that may open
 * PGlite's DATA_DIR) for a copy. A unix socket in DATA_DIR, mode 0600: only the shop's own user reaches it,
 * and nothing of it is on the network. One request a connection, lines of JSON: `{"backup": "/abs/file"}`
 * asked (with `"rows": true` for the database as rows); `{"progress": bytes}` while it is written, then
 * `{"done": manifest}` or `{"error": "…"}`.
 */
export const controlSocketIn = (dataDir: string): string => path.join(path.resolve(dataDir), 'control.sock');

type Answer = { progress: number } | { done: BackupManifest } | { error: string };
export type BackupHandler = (
  outFile: string,
  onProgress: (bytes: number) => void,
  rows: boolean,
) => Promise<BackupManifest>;

/** A request's line longer than this is no request of ours. */
const MAX_REQUEST = 64 * 1024;

export async function serveControl(dataDir: string, backup: BackupHandler): Promise<() => Promise<void>> {
  const file = controlSocketIn(dataDir);
  const server = net.createServer((socket) => {
    let buffer = '';
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      const end = buffer.indexOf('\n');
      if (end < 0) {
        if (buffer.length > MAX_REQUEST) socket.destroy();
        return;
      }
      socket.removeAllListeners('data');
      const say = (answer: Answer) => socket.writable && socket.write(`${JSON.stringify(answer)}\n`);
      let request: unknown;
      try {
        request = JSON.parse(buffer.slice(0, end));
      } catch {
        request = null;
      }
      const { backup: out, rows = false } = (request ?? {}) as { backup?: unknown; rows?: unknown };
      if (typeof out !== 'string' || !path.isAbsolute(out) || typeof rows !== 'boolean') {
        say({ error: 'Непонятный запрос: ожидается {"backup": "<абсолютный путь файла>"}' });
        socket.end();
        return;
      }
      backup(out, (bytes) => say({ progress: bytes }), rows)
        .then(
          (manifest) => say({ done: manifest }),
          (error: unknown) => say({ error: error instanceof Error ? error.message : String(error) }),
        )
        .finally(() => socket.end());
    });
  });
  fs.rmSync(file, { force: true }); // left by a supervisor that died (the caller holds DATA_DIR's lock)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, resolve);
  });
  fs.chmodSync(file, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      fs.rmSync(file, { force: true });
    });
}

/**
 * Asks the shop running on `dataDir` for a backup into `outFile`; null when no shop runs there (no socket,
 * or one nobody listens on), so the caller makes the copy itself.
 */
export function askRunningShop(
  dataDir: string,
  outFile: string,
  onProgress: (bytes: number) => void,
  rows = false,
): Promise<BackupManifest | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(controlSocketIn(dataDir));
    let buffer = '';
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      done();
    };
    socket.once('connect', () =>
      socket.write(`${JSON.stringify({ backup: path.resolve(outFile), rows })}\n`),
    );
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') settle(() => resolve(null));
      else settle(() => reject(error));
    });
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
        const answer = JSON.parse(buffer.slice(0, end)) as Answer;
        buffer = buffer.slice(end + 1);
        if ('progress' in answer) onProgress(answer.progress);
        else if ('done' in answer) settle(() => resolve(answer.done));
        else settle(() => reject(new Error(answer.error)));
      }
    });
    socket.on('close', () =>
      settle(() => reject(new Error('Магазин закрыл соединение, не закончив копию: смотрите его журнал'))),
    );
  });
}
