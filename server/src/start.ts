import { buildApp, closeOnSignals, intSetting } from '@shop/api';
import { sitePlugin } from './site/plugin';
import { layoutOf, supervise } from './supervisor';

/**
 * Serves the built shop and the API on PORT (`npm start` builds what is missing first): a supervisor with
 * the embedded database and SITE_PROCESSES site processes (supervisor.ts), or, with PGLITE_THREAD=off, one
 * process with PGlite on its own event loop (the older layout, kept for comparison).
 */
export async function startShop(started = performance.now()): Promise<void> {
  if (process.env.PGLITE_THREAD === 'off' && !process.env.DATABASE_URL) return startSingle(started);
  return supervise(layoutOf(process.env), started);
}

async function startSingle(started: number): Promise<void> {
  const port = intSetting(process.env, 'PORT', 3000, 0, 65_535);
  const app = await buildApp({ site: sitePlugin, logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
  closeOnSignals(app, (signal) => console.log(`${signal}: остановка…`));
  await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Магазин работает: http://localhost:${port} (один процесс, запуск за ${seconds} с)`);
  console.log(`Письма: ${app.mailer.destination}`);
}
