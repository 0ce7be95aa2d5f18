import { buildApp, closeOnSignals } from './app';
import { intSetting } from './ops/settings';

/** The API alone (`npm run dev -w api`): listens on API_PORT (default 3010), closes cleanly on signals. */
async function main(): Promise<void> {
  // 0: any free port (the tests' choice).
  const port = intSetting(process.env, 'API_PORT', 3010, 0, 65_535);
  const app = await buildApp({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  closeOnSignals(app, (signal) => app.log.info({ signal }, 'shutting down'));
  await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
  app.log.info(`Письма: ${app.mailer.destination}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
