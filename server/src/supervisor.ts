import cluster, { type Worker } from 'node:cluster';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ProcessFigures, ThreadMemory } from '@shop/api';
import {
  BackupScheduler,
  LoopMonitor,
  SERVER_V8_FLAGS,
  bundledEntry,
  lockDataDir,
  makeBackup,
  readBackupManifest,
  readSettings,
  serveControl,
  type Settings,
  startEmbedded,
} from '@shop/api';
import { FIGURES_EVERY_MS, WORKER_ENV, type ToSupervisor, type ToWorker } from './messages';

/** A replacement waits this long after a crash, doubled per crash in a row, at most MAX_BACKOFF_MS. */
const FIRST_BACKOFF_MS = 250;
const MAX_BACKOFF_MS = 30_000;
/** A process that ran this long before dying starts the back-off afresh. */
const STABLE_AFTER_MS = 30_000;

export interface Layout {
  /** Site processes (SITE_PROCESSES, default: the machine's cores). */
  processes: number;
  /** PGlite's directory, owned by the supervisor; null with DATABASE_URL. */
  dataDir: string | null;
}

export function layoutOf(settings: Settings): Layout {
  return {
    processes: settings.SITE_PROCESSES ?? os.availableParallelism(),
    dataDir: settings.DATABASE_URL ? null : path.resolve(settings.DATA_DIR),
  };
}

interface Slot {
  name: string;
  worker: Worker | null;
  startedAt: number;
  crashes: number;
  restart: NodeJS.Timeout | null;
}

/**
 * `npm start`'s supervisor: owns the embedded database (PGlite on its thread, serving DATA_DIR/.s.PGSQL.5432;
 * the only process holding DATA_DIR's lock) and runs the site — server rendering, static files and the API —
 * in `processes` cluster workers (worker.ts) sharing the one public port. The first worker starts alone
 * (it seeds an empty database and creates the first admin), then the others. A worker that dies is replaced
 * after a back-off; SIGTERM/SIGINT stop the workers gracefully, then the database, and release the lock.
 * It passes the workers' events on to the others (a catalogue change, letters to send) and gathers every
 * process's figures for /api/metrics.
 */
export async function supervise(layout: Layout, started: number): Promise<void> {
  const settings = readSettings();
  let snapshots: Parameters<typeof makeBackup>[2] = {};
  let unlock: (() => void) | null = null;
  let stopDatabase: () => Promise<void> = async () => undefined;
  let databaseMemory: () => Promise<ThreadMemory | null> = async () => null;
  const workerEnv: Record<string, string> = {};
  let stopping = false;
  const slots: Slot[] = Array.from({ length: layout.processes }, (_, index) => ({
    name: `site-${index + 1}`,
    worker: null,
    startedAt: 0,
    crashes: 0,
    restart: null,
  }));
  const figures = new Map<string, ProcessFigures>();
  const monitor = new LoopMonitor();
  const waiters = new Map<Worker, (message: Extract<ToSupervisor, { type: 'ready' }> | null) => void>();

  const live = () => slots.flatMap((slot) => (slot.worker ? [slot.worker] : []));
  const post = (worker: Worker, message: ToWorker) => {
    if (worker.isConnected()) worker.send(message);
  };
  // The copies are made here: this process answers no requests and, on PGlite, holds the database.
  const backups = new BackupScheduler({
    settings,
    make: (outFile) => makeBackup(settings, outFile, snapshots),
    readManifest: readBackupManifest,
    log: (line) => console.error(line),
    onChange: (state) => live().forEach((worker) => post(worker, { type: 'backups', state })),
  });

  const fork = (slot: Slot) => {
    slot.restart = null;
    slot.startedAt = Date.now();
    const worker = cluster.fork({
      ...workerEnv,
      [WORKER_ENV.name]: slot.name,
      // On PostgreSQL every process claims letters with SKIP LOCKED; PGlite's letters are sent by one.
      [WORKER_ENV.sendsLetters]: layout.dataDir === null || slot === slots[0] ? '1' : '0',
    });
    slot.worker = worker;
    worker.on('message', (message: ToSupervisor) => {
      if (message.type === 'ready') waiters.get(worker)?.(message);
      else if (message.type === 'figures') figures.set(slot.name, message.figures);
      else if (message.type === 'backup-start')
        void backups
          .start()
          .then((outcome) => post(worker, { type: 'backup-started', id: message.id, outcome }));
      else if (message.type === 'tell' && message.event === 'letters-written') {
        // Only a process that does not send letters tells: the first one sends them.
        const sender = slots[0]?.worker;
        if (sender && sender !== worker) post(sender, { type: 'peer', event: message.event });
      } else if (message.type === 'tell') {
        for (const other of live()) if (other !== worker) post(other, { type: 'peer', event: message.event });
      }
    });
    worker.once('exit', (code, signal) => {
      waiters.get(worker)?.(null);
      if (slot.worker === worker) slot.worker = null;
      figures.delete(slot.name);
      if (stopping) return;
      slot.crashes = Date.now() - slot.startedAt > STABLE_AFTER_MS ? 1 : slot.crashes + 1;
      const delay = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** (slot.crashes - 1));
      console.error(
        `Процесс ${slot.name} (pid ${worker.process.pid}) завершился (${signal ?? `код ${code}`}); ` +
          `замена через ${delay} мс`,
      );
      slot.restart = setTimeout(() => fork(slot), delay);
    });
    return new Promise<Extract<ToSupervisor, { type: 'ready' }> | null>((resolve) =>
      waiters.set(worker, (message) => {
        waiters.delete(worker);
        resolve(message);
      }),
    );
  };

  const stopAll = async (code: number) => {
    stopping = true;
    for (const slot of slots) if (slot.restart) clearTimeout(slot.restart);
    const timeoutMs = settings.SHUTDOWN_TIMEOUT_MS;
    const exits = live().map(
      (worker) =>
        new Promise<void>((resolve) => (worker.isDead() ? resolve() : worker.once('exit', () => resolve()))),
    );
    for (const worker of live()) post(worker, { type: 'stop' });
    const late = setTimeout(() => {
      for (const worker of live()) worker.process.kill('SIGKILL');
    }, timeoutMs + 2_000);
    await Promise.all(exits);
    clearTimeout(late);
    try {
      await backups.stop();
      await stopDatabase();
    } finally {
      unlock?.();
    }
    process.exit(code);
  };

  if (layout.dataDir) {
    const { dataDir } = layout;
    fs.mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
    try {
      const embedded = await startEmbedded(dataDir, (error) => {
        console.error(
          `Встроенная база данных (PGlite) остановилась аварийно: ${error.message}. ` +
            'Магазин останавливается, чтобы не отвечать без базы; запустите его снова.',
        );
        void stopAll(1);
      });
      // `npm run backup` asks here: only this process may read PGlite's files (backup/control.ts).
      const stopControl = await serveControl(dataDir, (out, onProgress, rows) =>
        makeBackup(settings, out, { onProgress, pglite: embedded, portable: rows }),
      );
      stopDatabase = async () => {
        await stopControl();
        await embedded.stop();
      };
      snapshots = { pglite: embedded };
      databaseMemory = () => embedded.memory();
      workerEnv.PGLITE_SOCKET = embedded.host;
    } catch (error) {
      unlock();
      throw error;
    }
  }

  let signalled = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) {
      for (const worker of live()) worker.process.kill('SIGKILL');
      unlock?.();
      process.exit(1);
    }
    signalled = true;
    console.log(`${signal}: остановка…`);
    void stopAll(0);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  // The database's thread lives here: its memory goes to the site processes with the figures, since they
  // answer /api/metrics.
  setInterval(() => {
    void databaseMemory()
      .catch(() => null)
      .then((databaseThread) => {
        const all = { ...Object.fromEntries(figures), supervisor: monitor.figures() };
        for (const worker of live()) {
          post(worker, { type: 'figures', all, databaseThread });
          post(worker, { type: 'backups', state: backups.state() });
        }
      });
  }, FIGURES_EVERY_MS).unref();

  // Built, `npm start` forks the site processes' bundle; from source (`npm start -w server`), worker.ts through
  // the `tsx` the workers inherit with the supervisor's other arguments.
  cluster.setupPrimary({
    exec: bundledEntry('site-worker') ?? path.join(__dirname, 'worker.ts'),
    execArgv: [...process.execArgv, ...SERVER_V8_FLAGS],
  });
  const [first, ...others] = slots as [Slot, ...Slot[]];
  const ready = await fork(first);
  if (!ready) {
    // Stopped by a signal meanwhile: stopAll is already at work.
    if (stopping) return;
    console.error('Первый процесс сайта не запустился: магазин останавливается');
    return stopAll(1);
  }
  const rest = await Promise.all(others.map(fork));
  if (stopping) return;
  await backups.begin();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Магазин работает: http://localhost:${ready.port} (процессов сайта: ${1 + rest.filter(Boolean).length}, ` +
      `запуск за ${seconds} с)`,
  );
  console.log(`Письма: ${ready.destination}`);
}
