import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../../http/errors';

/**
 * `SITE_URL`: the shop's public address (`https://seyf-shop.ru`). Unset, each answer names the address it
 * was asked at (its Host, or X-Forwarded-Host and -Proto from a proxy trusted by TRUST_PROXY). A bad value
 * stops the start with a message naming the setting, as every setting does.
 */
export function siteUrlSetting(env: Record<string, string | undefined>): string | null {
  const raw = env.SITE_URL?.trim();
  if (!raw) return null;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(
      `Некорректное значение SITE_URL: нужен адрес сайта вида https://seyf-shop.ru без пути, задано «${raw}»`,
    );
  }
  return url.origin;
}

/** A host name or an IP address (IPv6 in brackets), with an optional port: nothing else gets into a URL. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The origin the crawler files name: `SITE_URL`, else the request's own (a malformed Host is 400). */
export function originOf(request: FastifyRequest, siteUrl: string | null): string {
  if (siteUrl) return siteUrl;
  const host = request.host;
  if (!HOST.test(host)) throw badRequest('Некорректный адрес сайта в заголовке Host');
  return `${request.protocol}://${host.toLowerCase()}`;
}
