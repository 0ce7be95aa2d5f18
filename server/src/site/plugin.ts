import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { runtimeConfig } from '../runtime-config';
import { PageCache } from './page-cache';
import { sendPage, type Pages } from './pages';
import { loadRenderer } from './render-request';
import { REVALIDATE, serveStaticFiles } from './static-files';
import { keepWarm } from './warm-up';

const pathOf = (url: string) => url.split('?')[0] ?? '/';

/** A path the single-page app answers: not a remote's file, not a file name with an extension. */
function isAppRoute(url: string): boolean {
  const pathname = pathOf(url);
  return !pathname.startsWith('/remotes/') && !path.posix.basename(pathname).includes('.');
}

/**
 * The built storefront: the shell at /, each remote at /remotes/<folder>/, /remotes.json, and
 * index.html for every other page path (deep links), rendered on the server when the shell's renderer is
 * built. Registered by buildApp next to the API.
 */
export const sitePlugin: FastifyPluginAsync = async (app) => {
  await serveStaticFiles(app);

  // Read on every request: editing the runtime config moves a remote without a restart.
  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', REVALIDATE);
    return runtimeConfig();
  });

  const renderer = loadRenderer();
  if (renderer) keepWarm(app, renderer);

  const cache = new PageCache(app.settings.PAGE_CACHE_MB * 1024 * 1024);
  const pages: Pages = { cache, lookup: app.metrics.watchPageCache(cache), era: null };
  app.setNotFoundHandler(async (request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && isAppRoute(request.url)) {
      return sendPage(app, renderer, pages, request, reply);
    }
    return reply.code(404).send({ message: 'Не найдено' });
  });
};
