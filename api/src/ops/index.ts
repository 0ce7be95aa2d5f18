import underPressure from '@fastify/under-pressure';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/errors';
import { staleBackupWarning } from '../backup/scheduler';
import { healthRoutes } from './health';
import { metricsRoute } from './metrics-route';

export { closeGracefully, closeOnSignals } from './shutdown';
export { RequestLog, loggerOptions, requestId } from './logging';
export { ShopMetrics } from './metrics';
export { LoopMonitor, type PeerEvent, type Peers, type ProcessFigures } from './peers';
export { metricsPlugin } from './metrics-plugin';

/** Seconds an overloaded API asks a caller to wait (Retry-After). */
const OVERLOAD_RETRY_AFTER_SECONDS = 10;
const OVERLOADED = 'Сервер перегружен. Повторите запрос через несколько секунд.';

class Overloaded extends HttpError {
  constructor() {
    super(503, OVERLOADED);
  }
}

/**
 * Every request, the site's included: its id sent back as X-Request-Id, its duration in the metrics;
 * overload refused with 503 and Retry-After instead of timeouts.
 */
export const observability = fp(
  async (app) => {
    const { metrics, settings } = app;
    // Callback-style hooks: no promise per request on the catalogue's hot path.
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      done();
    });
    app.addHook('onResponse', (request, reply, done) => {
      metrics.observeRequest(request, reply);
      done();
    });
    // While shutting down, connections whose last request has finished are closed every 100 ms: the server
    // then waits for requests in flight only, not for the keep-alive connections their clients hold open.
    let sweeper: NodeJS.Timeout | undefined;
    app.addHook('preClose', async () => {
      sweeper = setInterval(() => app.server.closeIdleConnections(), 100).unref();
    });
    app.addHook('onClose', async () => clearInterval(sweeper));
    await app.register(underPressure, {
      // Defaults far above anything the tests and benchmarks reach; 0 turns a check off.
      maxEventLoopDelay: settings.OVERLOAD_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes: settings.OVERLOAD_HEAP_MB * 2 ** 20,
      retryAfter: OVERLOAD_RETRY_AFTER_SECONDS,
      // An HttpError: the error handler answers it as `{ message }` with the 503 and Retry-After set here.
      customError: Overloaded,
    });
  },
  { name: 'observability', dependencies: ['settings', 'metrics'] },
);

/** `/health`, `/ready` and `/metrics`, registered under /api. */
export const opsRoutes: FastifyPluginAsync = async (app) => {
  const { settings } = app;
  const warnings = () => [staleBackupWarning(settings, app.backups.state())].filter((w) => w !== null);
  await app.register(healthRoutes(app.database, warnings));
  await app.register(
    metricsRoute(app.metrics, { allow: settings.METRICS_ALLOW, token: settings.METRICS_TOKEN ?? null }),
  );
};
