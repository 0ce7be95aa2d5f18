import { buildApp, closeOnSignals, intSetting } from '@shop/api';
import { sitePlugin } from './site';

/** Serves the built shop and the API on PORT (`npm start` builds what is missing first). */
export async function startShop(started = performance.now()): Promise<void> {
  const port = intSetting(process.env, 'PORT', 3000, 0, 65_535);
  const app = await buildApp({ site: sitePlugin, logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
  closeOnSignals(app, (signal) => console.log(`${signal}: остановка…`));
  await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Магазин работает: http://localhost:${port} (запуск за ${seconds} с)`);
  console.log(`Письма: ${app.mailer.destination}`);
}
