import { buildApp, closeOnSignals, intSetting } from '@shop/api';
import { ensureBuilt } from './build';
import { sitePlugin } from './site';

/** `npm start`: builds what is missing or stale, then serves the shop and the API on PORT. */
async function main() {
  const started = performance.now();
  // Read before the build and the catalogue, so a bad value stops the start at once.
  const port = intSetting(process.env, 'PORT', 3000, 0, 65_535);
  await ensureBuilt();
  const app = await buildApp({ site: sitePlugin, logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
  closeOnSignals(app, (signal) => console.log(`${signal}: остановка…`));
  await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Магазин работает: http://localhost:${port} (запуск за ${seconds} с)`);
  console.log(`Письма: ${app.mailer.destination}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
