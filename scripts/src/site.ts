import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { runtimeConfig } from '../webpack/runtime-config';
import { distOf, REMOTE_APPS, SHELL_APP } from './apps';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Content-hashed names from the webpack factory: main.1a2b3c4d.js, assets/logo.1a2b3c4d.png (+ .br/.gz). */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+(\.br|\.gz)?$/;

function cacheHeaders(reply: FastifyReply, filePath: string): void {
  // index.html, remoteEntry.js, mf-manifest.json: fixed names, so browsers must revalidate them.
  reply.header('Cache-Control', HASHED.test(path.basename(filePath)) ? IMMUTABLE : REVALIDATE);
}

/** A path the single-page app answers: not a remote's file, not a file name with an extension. */
function isAppRoute(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  return !pathname.startsWith('/remotes/') && !path.posix.basename(pathname).includes('.');
}

/**
 * The built storefront: the shell at /, each remote at /remotes/<folder>/, /remotes.json, and
 * index.html for every other page path (deep links). Registered by buildApp next to the API.
 */
export const sitePlugin: FastifyPluginAsync = async (app) => {
  const common = {
    wildcard: false,
    index: false as const,
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheHeaders,
  };
  await app.register(fastifyStatic, { ...common, root: distOf(SHELL_APP), prefix: '/' });
  for (const remote of REMOTE_APPS) {
    await app.register(fastifyStatic, {
      ...common,
      root: distOf(remote),
      prefix: `/remotes/${remote.folder}/`,
      decorateReply: false,
    });
  }

  // Read on every request: editing scripts/config/remotes.json moves a remote without a restart.
  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', REVALIDATE);
    return runtimeConfig();
  });

  app.setNotFoundHandler((request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && isAppRoute(request.url)) {
      reply.header('Cache-Control', REVALIDATE);
      return reply.sendFile('index.html', distOf(SHELL_APP));
    }
    return reply.code(404).send({ message: 'Не найдено' });
  });
};
