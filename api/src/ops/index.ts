import v8 from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { HttpError } from '../http/errors';
import { healthRoutes } from './health';
import { type MetricsAccess, type ShopMetrics, metricsRoute } from './metrics';
import { addressSetting, intSetting } from './settings';

export { closeGracefully, closeOnSignals } from './shutdown';
export { RequestLog, loggerOptions, requestId } from './logging';
export { ShopMetrics } from './metrics';
export { LoopMonitor, type PeerEvent, type Peers, type ProcessFigures } from './peers';
export { intSetting, trustProxySetting } from './settings';

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
export function observability(metrics: ShopMetrics): FastifyPluginAsync {
  return fp(async (app) => {
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
    const heapMb = Math.round((v8.getHeapStatistics().heap_size_limit * 0.9) / 2 ** 20);
    await app.register(underPressure, {
      // Defaults far above anything the tests and benchmarks reach; 0 turns a check off.
      maxEventLoopDelay: intSetting(process.env, 'OVERLOAD_EVENT_LOOP_DELAY_MS', 2_000, 0, 600_000),
      maxHeapUsedBytes: intSetting(process.env, 'OVERLOAD_HEAP_MB', heapMb, 0, 1_000_000) * 2 ** 20,
      retryAfter: OVERLOAD_RETRY_AFTER_SECONDS,
      // An HttpError: the error handler answers it as `{ message }` with the 503 and Retry-After set here.
      customError: Overloaded,
    });
  });
}

/** `/health`, `/ready` and `/metrics`, registered under /api. */
export function opsRoutes(database: Database, metrics: ShopMetrics): FastifyPluginAsync {
  const access: MetricsAccess = {
    allow: addressSetting(process.env, 'METRICS_ALLOW', '127.0.0.1,::1'),
    token: process.env.METRICS_TOKEN?.trim() || null,
  };
  return async (app) => {
    await app.register(healthRoutes(database));
    await app.register(metricsRoute(metrics, access));
  };
}
