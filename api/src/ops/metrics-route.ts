import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ShopMetrics } from './metrics';

export interface MetricsAccess {
  allow: BlockList;
  /** A bearer token that opens the metrics from any address; unset: only `allow`. */
  token: string | null;
}

/** Whether `address` (as Fastify reports it, IPv4-mapped IPv6 included) is in the list. */
export function allows(list: BlockList, address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return list.check(mapped, 'ipv4');
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the caller may read the metrics: an allowed address, or the right bearer token (compared in constant time). */
function permitted(request: FastifyRequest, access: MetricsAccess): boolean {
  // request.ip honours TRUST_PROXY only: X-Forwarded-For from an untrusted peer changes nothing.
  if (allows(access.allow, request.ip)) return true;
  const presented = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  return Boolean(access.token && presented && timingSafeEqual(digest(presented), digest(access.token)));
}

/** `GET /metrics` (under /api) in the Prometheus text format. */
export function metricsRoute(metrics: ShopMetrics, access: MetricsAccess): FastifyPluginAsync {
  return async (app) => {
    app.get(
      '/metrics',
      { schema: { hide: true }, config: { pressureHandler: () => undefined } },
      async (request, reply) => {
        if (!permitted(request, access)) {
          return reply.code(403).send({ message: 'Доступ к метрикам запрещён' });
        }
        return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
      },
    );
  };
}
