import { startEmbedded } from '../src/db/embedded';
import type { ThreadMemory } from '../src/db/embedded-thread';
import { lockDataDir } from '../src/db/lock';

/**
 * The memory bench's stand-in for `npm start`'s supervisor (server/src/supervisor.ts), as far as the
 * database goes: holds the data directory's lock and PGlite's thread serving its socket, tells the bench the
 * socket's directory (`{ host }`), answers each message with its memory (`DatabaseProcessMemory`), and
 * stops the thread on SIGTERM. Started by bench.ts with `fork`; the API connects with PGLITE_SOCKET.
 */
export interface DatabaseProcessMemory {
  rss: number;
  heapUsed: number;
  thread: ThreadMemory;
}

async function main(dataDir: string): Promise<void> {
  const unlock = lockDataDir(dataDir);
  const embedded = await startEmbedded(dataDir, (error) => {
    console.error(`Встроенная база данных остановилась: ${error.message}`);
    unlock();
    process.exit(1);
  });
  process.on('message', () => {
    void embedded.memory().then((thread) => {
      const { rss, heapUsed } = process.memoryUsage();
      const memory: DatabaseProcessMemory = { rss, heapUsed, thread };
      process.send?.(memory);
    });
  });
  process.once('SIGTERM', () => {
    void embedded.stop().finally(() => {
      unlock();
      process.exit(0);
    });
  });
  process.send?.({ host: embedded.host });
}

main(process.argv[2] ?? '.data').catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
