import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../../http/errors';

/** A host name or an IP address (IPv6 in brackets), with an optional port: nothing else gets into a URL. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin the crawler files name: `SITE_URL`, else the request's own (its Host, or X-Forwarded-Host and
 * -Proto from a proxy trusted by TRUST_PROXY; a malformed Host is 400).
 */
export function originOf(request: FastifyRequest, siteUrl: string | null): string {
  if (siteUrl) return siteUrl;
  const host = request.host;
  if (!HOST.test(host)) throw badRequest('Некорректный адрес сайта в заголовке Host');
  return `${request.protocol}://${host.toLowerCase()}`;
}
