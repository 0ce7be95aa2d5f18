import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Renderer, RenderRequest } from '../../../shell/src/server/contract';
import { runtimeConfig } from '../runtime-config';
import { indexHtml } from './page-document';
import type { PageCache } from './page-cache';
import { pageStream, shapeOf } from './page-stream';
import { renderRequest } from './render-request';
import { sendHtml, takesGzippedPage } from './send-html';
import { REVALIDATE } from './static-files';

/** A crawler told 503 comes back after this many seconds. */
const RETRY_AFTER_S = 60;

/** The page's CSP with its nonce allowed to run scripts (React's inline scripts of a streamed part). */
function allowNonce(reply: FastifyReply, nonce: string): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string') return;
  reply.header(
    'content-security-policy',
    policy.replace(/script-src ([^;]*)/, (_all, sources: string) => `script-src ${sources} 'nonce-${nonce}'`),
  );
}

/** The rendered pages of this process, and what they are kept for (page-cache.ts). */
export interface Pages {
  cache: PageCache;
  lookup: (hit: boolean) => void;
  /** What the kept pages were rendered with (`currentEra`). */
  era: string | null;
}

/**
 * What a page kept now was rendered with: the catalogue's change count, the runtime config (admin hosts,
 * the remotes' addresses) and the versions of the remotes' containers, as this process knows them now
 * (without waiting: a change by a writer nobody tells and a remote's redeploy are seen within a second, as
 * rendering sees them). Another era empties the cache (its pages can never be asked for again). Null while
 * a remote is not reachable or not yet known: pages are rendered and not kept.
 */
function currentEra(app: FastifyInstance, renderer: Renderer, { config, serverEntries }: RenderRequest) {
  const versions = renderer.remoteVersions(serverEntries);
  if (Object.values(versions).includes(null)) return null;
  return JSON.stringify([app.catalogueStamp(), config, serverEntries, versions]);
}

/**
 * Answers a page path: rendered on the server when the renderer is built (with 404 for a page that is not
 * found, a 302 for one that belongs at another address), else, or when the shell itself failed to render,
 * index.html for the browser to render. A page rendered whole is kept for the next visitor of its address
 * (`Pages`), sent with a nonce of its own.
 */
export async function sendPage(
  app: FastifyInstance,
  renderer: Renderer | null,
  pages: Pages,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  reply.header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8');
  const origin = `${request.protocol}://${request.host}`;
  if (!renderer) return sendHtml(request, reply, await indexHtml(app, request.url, origin, false));
  // The runtime config as it is for this page, read once: the preloads and the renderer see the same.
  const config = runtimeConfig();
  const nonce = randomBytes(16).toString('base64');
  const site = { hostname: request.hostname, origin, ip: request.ip };
  const pageRequest = renderRequest(app, request.url, site, nonce, config);
  const html = await indexHtml(app, request.url, origin, true, config);
  const era = pages.cache.maxBytes > 0 ? currentEra(app, renderer, pageRequest) : null;
  if (era !== null && era !== pages.era) {
    pages.cache.clear();
    pages.era = era;
  }
  // The host and protocol as the visitor reached the site (admin gating, the page's own addresses), the URL,
  // and index.html with the page's preloads (a redeployed shell or a remote's new files).
  const shape = shapeOf(html);
  const key = `${origin}${request.url}\n${shape.version}`;
  if (era !== null) {
    // A kept page goes out as its kept gzip to a browser that takes gzip (every browser does).
    const kept = pages.cache.get(key, nonce, takesGzippedPage(request));
    pages.lookup(kept !== undefined);
    if (kept) {
      allowNonce(reply, nonce);
      if (!kept.gzipped) return sendHtml(request, reply.code(200), kept.body);
      return reply
        .code(200)
        .header('vary', 'accept-encoding')
        .header('content-encoding', 'gzip')
        .header('content-length', kept.body.length)
        .send(kept.body);
    }
  }
  try {
    const page = await renderer.renderPage(pageRequest);
    if (page.redirect) {
      page.html.resume();
      return reply.redirect(page.redirect, 302);
    }
    allowNonce(reply, nonce);
    if (page.status === 503) reply.header('retry-after', RETRY_AFTER_S);
    // Kept only if nothing changed while it rendered, and from its second rendering on.
    const keep =
      era !== null && page.complete && page.status === 200 && pages.cache.admits(key)
        ? (bytes: Buffer) => {
            if (currentEra(app, renderer, pageRequest) === era && pages.era === era)
              pages.cache.set(key, bytes, nonce);
          }
        : undefined;
    return sendHtml(request, reply.code(page.status), pageStream(shape, page, nonce, keep), shape.prefix);
  } catch (error) {
    request.log.error({ err: error }, 'Страница не отрисована на сервере');
    return sendHtml(request, reply, await indexHtml(app, request.url, origin, false));
  }
}
