import type { FastifyInstance } from 'fastify';

/** An API address that is a path of this server (`/api/…`), not another server's (`https://…`, `//…`). */
export const isInProcess = (target: string): boolean => target.startsWith('/') && !target.startsWith('//');

/** A path the catalogue's service answers (`/catalog/…`, with its query string). */
const isCatalogue = (apiPath: string): boolean => /^\/catalog(?:[/?]|$)/.test(apiPath);

/**
 * The API's answer to a GET of `apiPath` (below the runtime config's `apiBase`), asked of this server
 * in-process (or of another API over HTTP). In-process it is asked as the visitor (`ip`): the catalogue's
 * fair share per caller counts the visitor's pages, not one share for every page the server renders. The
 * catalogue's reads (all a page asks today) are its service's, called as its HTTP route calls it, without the
 * HTTP pipeline, and so are the owner's shop's (`app.shop`); any other path of this API goes through Fastify in
 * process.
 */
export async function askApi(
  app: FastifyInstance,
  apiBase: string,
  apiPath: string,
  ip: string,
): Promise<{ status: number; body: unknown }> {
  const target = `${apiBase}${apiPath}`;
  if (isInProcess(target) && isCatalogue(apiPath)) return app.catalogue.get(apiPath, ip);
  const site = isInProcess(target) ? app.shop.get(apiPath) : null;
  if (site) return site;
  if (isInProcess(target)) {
    const response = await app.inject({ method: 'GET', url: target, remoteAddress: ip });
    return { status: response.statusCode, body: response.statusCode === 204 ? null : response.json() };
  }
  const response = await fetch(target);
  return { status: response.status, body: await response.json() };
}
