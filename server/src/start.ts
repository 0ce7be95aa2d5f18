import { type Settings, buildApp, closeOnSignals, readSettings } from '@shop/api';
import { sitePlugin } from './site/plugin';
import { layoutOf, supervise } from './supervisor';

/**
 * Serves the built shop and the API on PORT (`npm start` builds what is missing first): a supervisor with
 * the embedded database and SITE_PROCESSES site processes (supervisor.ts), or, with PGLITE_THREAD=off, one
 * process with PGlite on its own event loop (the older layout, kept for comparison).
 */
export async function startShop(started = performance.now()): Promise<void> {
  const settings = readSettings();
  if (!settings.PGLITE_THREAD && !settings.DATABASE_URL) return startSingle(settings, started);
  return supervise(layoutOf(settings), started);
}

async function startSingle(settings: Settings, started: number): Promise<void> {
  const port = settings.PORT;
  const app = await buildApp({ settings, site: sitePlugin, logger: { level: settings.LOG_LEVEL ?? 'warn' } });
  closeOnSignals(app, (signal) => console.log(`${signal}: остановка…`));
  await app.listen({ port, host: settings.HOST });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Магазин работает: http://localhost:${port} (один процесс, запуск за ${seconds} с)`);
  console.log(`Письма: ${app.mailer.destination}`);
}
