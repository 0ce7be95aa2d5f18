import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { bundledEntry } from '../bundle';
import type { SnapshotAnswer, ThreadData, ThreadMemory, ThreadRequest } from './embedded-thread';

/**
 * The thread's source as an eval'd script. A thread does not inherit the process's TypeScript loader (`tsx`):
 * it registers it before the module. Both paths resolved here: an eval'd thread would resolve `tsx` from the
 * working directory.
 */
function fromSource(): string {
  const tsx = JSON.stringify(require.resolve('tsx/cjs/api'));
  const entry = JSON.stringify(path.join(__dirname, 'embedded-thread.ts'));
  return `require(${tsx}).register(); require(${entry});`;
}

/** The unix socket PGlite's thread listens on in a directory: where node-postgres looks for it (`host`). */
export const socketPathIn = (dir: string): string => path.join(dir, '.s.PGSQL.5432');

export interface EmbeddedDatabase {
  /** The unix socket's directory: node-postgres's `host` (the socket is `.s.PGSQL.5432` in it). */
  host: string;
  /** The thread's memory (its heap, what is outside it, PGlite's WebAssembly memory), asked of the thread. */
  memory(): Promise<ThreadMemory>;
  /**
   * Copies the database into `folder` while the shop goes on answering (snapshot.ts's online copy: every
   * transaction committed before it began, none half-done) and answers the migrations applied.
   */
  snapshot(folder: string): Promise<number>;
  /** Closes every connection and PGlite, then ends the thread. */
  stop(): Promise<void>;
}

/**
 * Starts PGlite on its own thread (embedded-thread.ts), so its statements — WebAssembly that runs to the end
 * once started — no longer hold the event loop that answers requests. Resolves once it has migrated and
 * listens on `DATA_DIR/.s.PGSQL.5432`; `onCrash` is told if the thread ends without being stopped.
 */
export function startEmbedded(dataDir: string, onCrash: (error: Error) => void): Promise<EmbeddedDatabase> {
  const host = path.resolve(dataDir);
  const data: ThreadData = { dataDir: host, socketPath: socketPathIn(host) };
  const bundle = bundledEntry('embedded-thread');
  const worker = bundle
    ? new Worker(bundle, { workerData: data })
    : new Worker(fromSource(), { eval: true, workerData: data });
  let state: 'starting' | 'running' | 'stopping' = 'starting';
  const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
  return new Promise((resolve, reject) => {
    let failure: Error | undefined;
    worker.on('error', (error) => (failure = error));
    const ask = (request: ThreadRequest): void => worker.postMessage(request);
    // The thread answers each kind of request in the order they were asked.
    const waiting: Array<(memory: ThreadMemory) => void> = [];
    const snapshots: Array<(answer: SnapshotAnswer) => void> = [];
    worker.once('message', () => {
      state = 'running';
      worker.on('message', (answer: ThreadMemory | SnapshotAnswer) => {
        if ('snapshot' in answer || 'snapshotError' in answer) snapshots.shift()?.(answer);
        else waiting.shift()?.(answer);
      });
      resolve({
        host,
        memory() {
          const answer = new Promise<ThreadMemory>((done) => waiting.push(done));
          ask('memory');
          return answer;
        },
        async snapshot(folder) {
          const answer = new Promise<SnapshotAnswer>((done) => snapshots.push(done));
          ask({ snapshot: path.resolve(folder) });
          const got = await answer;
          if ('snapshotError' in got) throw new Error(got.snapshotError);
          return got.snapshot;
        },
        async stop() {
          state = 'stopping';
          ask('stop');
          await exited;
        },
      });
    });
    void exited.then((code) => {
      const error = failure ?? new Error(`поток встроенной базы данных завершился с кодом ${code}`);
      if (state === 'starting') reject(error);
      else if (state === 'running') onCrash(error);
    });
  });
}
