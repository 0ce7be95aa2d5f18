import type { FastifyInstance } from 'fastify';

/**
 * Stops accepting connections, lets requests in flight finish, finishes the letter in hand, closes the
 * database (all of it is `app.close()`), then exits 0; bounded by SHUTDOWN_TIMEOUT_MS (exit 1 when it runs
 * out).
 */
export function closeGracefully(app: FastifyInstance): void {
  const timeoutMs = app.settings.SHUTDOWN_TIMEOUT_MS;
  setTimeout(() => {
    app.log.error({ timeoutMs }, 'shutdown timed out');
    process.exit(1);
  }, timeoutMs).unref();
  app.close().then(
    () => process.exit(0),
    (error: unknown) => {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
}

/** SIGTERM and SIGINT close the app gracefully (closeGracefully); a second signal exits at once. */
export function closeOnSignals(app: FastifyInstance, announce: (signal: NodeJS.Signals) => void): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting at once');
      process.exit(1);
    }
    closing = true;
    announce(signal);
    closeGracefully(app);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
