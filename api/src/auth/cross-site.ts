import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';

const CROSS_SITE =
  'Запрос пришёл с другого сайта и отклонён: выйти и продлить вход можно только на сайте магазина';

/**
 * Whether another site started the request. A current browser says so itself (`Sec-Fetch-Site`, which no
 * page can set): `cross-site` is refused, any other value trusted. Without it (an older browser) an Origin
 * or Referer naming another host (or `null`, an opaque origin) is refused: the shop's own pages send the
 * shop's host or nothing, a link, a form or `window.location` on another site sends theirs.
 */
export function fromAnotherSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'cross-site';
  for (const value of [request.headers.origin, request.headers.referer]) {
    if (value === undefined || value === '') continue;
    try {
      if (new URL(value).hostname !== request.hostname) return true;
    } catch {
      return true; // `null` or a malformed value: not the shop's page
    }
  }
  return false;
}

/**
 * onRequest hook of logout and refresh: the refresh cookie is SameSite=Lax, so it comes with another site's
 * top-level navigation; such a request is refused with 403 before it can end or rotate the session.
 */
export async function refuseCrossSite(request: FastifyRequest): Promise<void> {
  if (fromAnotherSite(request)) throw new HttpError(403, CROSS_SITE);
}
