import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { openMigratedPglite } from './pglite';
import { serveProtocol } from './protocol-server';
import type { QueueFigures } from './queue';
import { onlineSnapshot } from './snapshot';

/** The embedded database's thread (started by embedded.ts): opens PGlite, serves its socket, stops on a message. */
export interface ThreadData {
  dataDir: string;
  socketPath: string;
}

/**
 * What the API process asks the thread: its memory (answered with a ThreadMemory), a copy of the database's
 * files into a folder (answered with a SnapshotAnswer), or to stop.
 */
export type ThreadRequest = 'memory' | 'stop' | { snapshot: string };

/** The migrations the copied database has, or why the copy failed. */
export type SnapshotAnswer = { snapshot: number } | { snapshotError: string };

/**
 * The thread's memory, bytes: its JS heap in use, memory outside it, and PGlite's WebAssembly memory; and
 * its socket queue's figures (how long units waited, for which statements).
 */
export interface ThreadMemory {
  heapUsed: number;
  external: number;
  wasm: number;
  queue: QueueFigures;
}

/** PGlite's WebAssembly memory: it only grows (WebAssembly has no shrink), so it is its peak. Not in its typings. */
function wasmBytes(db: PGlite): number {
  const { mod } = db as unknown as { mod?: { wasmMemory?: { buffer: ArrayBuffer } } };
  return mod?.wasmMemory?.buffer.byteLength ?? 0;
}

async function main(
  port: NonNullable<typeof parentPort>,
  { dataDir, socketPath }: ThreadData,
): Promise<void> {
  const db = await openMigratedPglite(dataDir);
  const { stop, figures, exclusive } = await serveProtocol(db, socketPath);
  // One copy at a time: PostgreSQL's session runs one base backup, and a copy needs the log it started from.
  let copies: Promise<unknown> = Promise.resolve();
  port.on('message', (request: ThreadRequest) => {
    if (typeof request === 'object') {
      const copy = copies.then(() => onlineSnapshot(db, exclusive, dataDir, request.snapshot));
      copies = copy.catch(() => undefined);
      void copy.then(
        (schema) => port.postMessage({ snapshot: schema } satisfies SnapshotAnswer),
        (error: unknown) => port.postMessage({ snapshotError: String(error) } satisfies SnapshotAnswer),
      );
      return;
    }
    if (request === 'memory') {
      const { heapUsed, external } = process.memoryUsage();
      const memory: ThreadMemory = { heapUsed, external, wasm: wasmBytes(db), queue: figures() };
      port.postMessage(memory);
      return;
    }
    // Nothing more to wait for: the thread ends once PGlite has closed.
    port.removeAllListeners('message');
    port.unref();
    void (async () => {
      await stop();
      fs.rmSync(socketPath, { force: true });
      await db.close();
    })();
  });
  port.postMessage('ready');
}

// A failure rejects here and ends the thread with the error, which the API process reports.
if (parentPort) void main(parentPort, workerData as ThreadData);
