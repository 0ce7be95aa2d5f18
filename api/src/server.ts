import { buildApp } from './app';

/** The API alone (`npm run dev -w api`): listens on API_PORT (default 3010), closes cleanly on signals. */
async function main(): Promise<void> {
  const app = await buildApp({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  const port = Number(process.env.API_PORT ?? 3010);
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
  await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
