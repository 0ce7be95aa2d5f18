import { readFile } from 'node:fs/promises';
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

/** The remote every page needs: mf-catalog's search box sits in the shell's header (shell/src/App.tsx). */
const EVERY_PAGE_REMOTE = 'mf-catalog';

/** The part of a remote's mf-manifest.json that names its entry and the files its exposes load at once. */
interface Manifest {
  metaData: { remoteEntry: { path: string; name: string } };
  exposes: { assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

const preload = (href: string, as: 'fetch' | 'script' | 'style') =>
  `<link rel="preload" href="${href}" as="${as}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''}>`;

/**
 * Preloads for what the federation runtime fetches one after another once the shell's script has run:
 * the remote's manifest, then its remoteEntry.js and the chunks of its exposes. Named in index.html,
 * they arrive while the shell's script loads. Only a remote this server serves has files to name.
 */
async function remotePreloads(): Promise<string> {
  const manifestUrl = runtimeConfig().remotes[EVERY_PAGE_REMOTE];
  if (!manifestUrl) return '';
  const links = [preload(manifestUrl, 'fetch')];
  const remote = REMOTE_APPS.find((app) => manifestUrl === `/remotes/${app.folder}/mf-manifest.json`);
  if (remote) {
    const manifest = JSON.parse(
      await readFile(path.join(distOf(remote), 'mf-manifest.json'), 'utf8'),
    ) as Manifest;
    const at = (file: string) => path.posix.join('/remotes', remote.folder, file);
    const { path: entryDir, name: entryName } = manifest.metaData.remoteEntry;
    const scripts = new Set([at(path.posix.join(entryDir, entryName))]);
    const styles = new Set<string>();
    for (const { assets } of manifest.exposes) {
      for (const file of assets.js.sync) scripts.add(at(file));
      for (const file of assets.css.sync) styles.add(at(file));
    }
    links.push(...[...scripts].map((href) => preload(href, 'script')));
    links.push(...[...styles].map((href) => preload(href, 'style')));
  }
  return links.join('');
}

/** The shell's index.html with the remote's preloads; read on every request, like /remotes.json. */
async function indexHtml(): Promise<string> {
  const [html, links] = await Promise.all([
    readFile(path.join(distOf(SHELL_APP), 'index.html'), 'utf8'),
    remotePreloads(),
  ]);
  return html.replace('</head>', `${links}</head>`);
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

  app.setNotFoundHandler(async (request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && isAppRoute(request.url)) {
      reply.header('Cache-Control', REVALIDATE);
      return reply.type('text/html; charset=utf-8').send(await indexHtml());
    }
    return reply.code(404).send({ message: 'Не найдено' });
  });
};
