import type { FastifyInstance } from 'fastify';
import type { BackupState, PeerEvent, Peers, ProcessFigures, StartOutcome, ThreadMemory } from '@shop/api';
import { LoopMonitor, buildApp, closeGracefully, readSettings } from '@shop/api';
import { FIGURES_EVERY_MS, type ToSupervisor, type ToWorker } from './messages';
import { sitePlugin } from './site/plugin';
import { warmSite } from './site/warm-up';
import { warmApi } from './warm-api';

/**
 * One site process of `npm start` (forked by supervisor.ts): the whole app (site and API) on the shared
 * port, its database the supervisor's embedded one (PGLITE_SOCKET) or DATABASE_URL. Warms its caches and
 * renders its warm-up pages before it listens, reports its figures every second, stops when the supervisor says so (or goes away).
 */
async function main(send: (message: ToSupervisor) => void): Promise<void> {
  const settings = readSettings();
  const name = settings.SHOP_PROCESS_NAME ?? `site-${process.pid}`;
  const listeners = new Map<PeerEvent, (() => void)[]>();
  let all: Record<string, ProcessFigures> = {};
  let databaseThread: ThreadMemory | null = null;
  let monitor: LoopMonitor | null = null;
  // The supervisor's copies, as it last told them; a copy asked for is answered by id.
  let backups: BackupState = {
    running: false,
    lastSuccessAt: null,
    lastError: null,
    nextAt: null,
    failures: 0,
    since: new Date().toISOString(),
  };
  const asked = new Map<number, (outcome: StartOutcome) => void>();
  let lastAsk = 0;
  const peers: Peers = {
    sendsLetters: settings.SHOP_SENDS_LETTERS,
    tell: (event) => send({ type: 'tell', event }),
    on: (event, listener) => listeners.set(event, [...(listeners.get(event) ?? []), listener]),
    figures: () => (monitor ? { ...all, [name]: monitor.figures() } : all),
    databaseThread: () => databaseThread,
    backups: {
      state: () => backups,
      start: () =>
        new Promise((resolve) => {
          lastAsk += 1;
          asked.set(lastAsk, resolve);
          send({ type: 'backup-start', id: lastAsk });
        }),
    },
  };
  let stopping = false;
  let app: FastifyInstance | null = null;
  const stop = () => {
    stopping = true;
    monitor?.stop();
    if (app) closeGracefully(app);
    // Asked before the app was built: it exits as soon as it is (below).
  };
  process.on('message', (message: ToWorker) => {
    if (message.type === 'stop') {
      if (!stopping) stop();
    } else if (message.type === 'peer') listeners.get(message.event)?.forEach((listener) => listener());
    else if (message.type === 'backups') backups = message.state;
    else if (message.type === 'backup-started') {
      asked.get(message.id)?.(message.outcome);
      asked.delete(message.id);
    } else ({ all, databaseThread } = message);
  });
  // The supervisor went away (killed): nobody will restart or stop this process, so it stops itself.
  process.on('disconnect', () => stopping || stop());
  // A terminal's Ctrl+C and `kill` of the group reach every process: the supervisor orders the stop.
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => undefined);

  app = await buildApp({
    settings,
    site: sitePlugin,
    logger: { level: settings.LOG_LEVEL ?? 'warn' },
    peers,
  });
  if (stopping) return closeGracefully(app);
  await warmApi(app);
  await warmSite(app);
  if (stopping) return;
  const port = settings.PORT;
  await app.listen({ port, host: settings.HOST });
  monitor = new LoopMonitor();
  const report = () => monitor && send({ type: 'figures', figures: monitor.figures() });
  setInterval(report, FIGURES_EVERY_MS).unref();
  const address = app.server.address();
  send({
    type: 'ready',
    port: typeof address === 'object' && address ? address.port : port,
    destination: app.mailer.destination,
  });
}

const send = process.send?.bind(process);
if (!send) {
  console.error('server/src/worker.ts запускается супервизором (npm start), не сам по себе');
  process.exit(1);
}
main((message) => {
  if (process.connected) send(message);
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
