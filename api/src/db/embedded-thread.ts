import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { openMigratedPglite } from './pglite';
import { serveProtocol } from './protocol-server';

/** The embedded database's thread (started by embedded.ts): opens PGlite, serves its socket, stops on a message. */
export interface ThreadData {
  dataDir: string;
  socketPath: string;
}

async function main(
  port: NonNullable<typeof parentPort>,
  { dataDir, socketPath }: ThreadData,
): Promise<void> {
  const db = await openMigratedPglite(dataDir);
  const stop = await serveProtocol(db, socketPath);
  port.once('message', () => {
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
