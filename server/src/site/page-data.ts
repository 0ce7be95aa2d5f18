import type { FastifyInstance } from 'fastify';

/** An API address that is a path of this server (`/api/…`), not another server's (`https://…`, `//…`). */
export const isInProcess = (target: string): boolean => target.startsWith('/') && !target.startsWith('//');

/**
 * The API's answer to a GET of `apiPath` (below the runtime config's `apiBase`), asked of this server
 * in-process (or of another API over HTTP). In-process it is asked as the visitor (`ip`): the catalogue's
 * fair share per caller counts the visitor's pages, not one share for every page the server renders. The one
 * place a page's data is read: the catalogue's in-process service takes `app.inject`'s place here.
 */
export async function askApi(
  app: FastifyInstance,
  apiBase: string,
  apiPath: string,
  ip: string,
): Promise<{ status: number; body: unknown }> {
  const target = `${apiBase}${apiPath}`;
  if (isInProcess(target)) {
    const response = await app.inject({ method: 'GET', url: target, remoteAddress: ip });
    return { status: response.statusCode, body: response.statusCode === 204 ? null : response.json() };
  }
  const response = await fetch(target);
  return { status: response.status, body: await response.json() };
}
