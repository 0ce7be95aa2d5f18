import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { REMOTES, SHELL, distOf } from '../apps';
import { FILE_ROOTS } from './file-roots';
import { MemoryFiles } from './memory-files';

const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** Content-hashed names from the webpack factory: main.1a2b3c4d.js, assets/logo.1a2b3c4d.png (+ .br/.gz). */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+(\.br|\.gz)?$/;

const isHashed = (filePath: string) => HASHED.test(path.basename(filePath));
// index.html, remoteEntry.js, mf-manifest.json: fixed names, so browsers must revalidate them.
const cacheControl = (filePath: string) => (isHashed(filePath) ? IMMUTABLE : REVALIDATE);

function cacheHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('Cache-Control', cacheControl(filePath));
}

/**
 * The built apps' files: from memory (memory-files.ts), read before the port opens; @fastify/static answers
 * what memory does not hold (a type it does not know, a file of the shell added after the start).
 */
export async function serveStaticFiles(app: FastifyInstance): Promise<void> {
  const files = new MemoryFiles(FILE_ROOTS, cacheControl, isHashed);
  await files.load();
  app.addHook('onRequest', async (request, reply) => {
    if (await files.serve(request, reply)) return reply;
  });
  const common = {
    wildcard: false,
    index: false as const,
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheHeaders,
  };
  await app.register(fastifyStatic, { ...common, root: distOf(SHELL), prefix: '/' });
  for (const remote of REMOTES) {
    await app.register(fastifyStatic, {
      ...common,
      root: distOf(remote),
      prefix: `/remotes/${remote.folder}/`,
      // Files are looked up on each request, not listed at start: a remote deployed alone (new hashed
      // chunks, browser and server) is served without a restart.
      wildcard: true,
      decorateReply: false,
    });
  }
}
