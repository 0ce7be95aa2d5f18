import { buildApp, closeOnSignals, readSettings } from './app';

/** The API alone (`npm run dev -w api`): listens on API_PORT, closes cleanly on signals. */
async function main(): Promise<void> {
  const settings = readSettings();
  const app = await buildApp({ settings, logger: { level: settings.LOG_LEVEL ?? 'info' } });
  closeOnSignals(app, (signal) => app.log.info({ signal }, 'shutting down'));
  await app.listen({ port: settings.API_PORT, host: settings.HOST });
  app.log.info(`Письма: ${app.mailer.destination}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
