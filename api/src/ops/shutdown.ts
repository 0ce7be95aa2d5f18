import type { FastifyInstance } from 'fastify';
import { intSetting } from './settings';

/**
 * SIGTERM and SIGINT: stop accepting connections, let requests in flight finish, finish the letter in hand,
 * close the database (all of it is `app.close()`), then exit 0. The whole is bounded by
 * SHUTDOWN_TIMEOUT_MS (exit 1 when it runs out); a second signal exits at once.
 */
export function closeOnSignals(app: FastifyInstance, announce: (signal: NodeJS.Signals) => void): void {
  const timeoutMs = intSetting(process.env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 100, 600_000);
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting at once');
      process.exit(1);
    }
    closing = true;
    announce(signal);
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
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
