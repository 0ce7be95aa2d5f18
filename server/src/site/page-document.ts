import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SHELL, distOf } from '../apps';
import { runtimeConfig, type RuntimeConfig } from '../runtime-config';
import { apiPreloads, picturePreload } from './api-preloads';
import { deferCode } from './code-loader';
import { current, filesVersionNow } from './freshness';
import { preload } from './links';
import { exposesOf, firstScreenChunksOf, remotePreloads } from './preloads';
import { inlineShellStyles } from './styles';

/**
 * The shell's index.html with the page's preloads; read on every request, like /remotes.json. A page the
 * server renders has its data inline and React names its pictures: only the remotes' files are preloaded.
 */
async function composeIndex(
  app: FastifyInstance,
  url: URL,
  origin: string,
  rendered: boolean,
  config: RuntimeConfig,
): Promise<string> {
  const api = rendered ? { endpoints: [] } : apiPreloads(url);
  const apiUrls = api.endpoints.map((endpoint) => `${config.apiBase}${endpoint}`);
  const [html, remoteLinks, pictureLinks] = await Promise.all([
    current(path.join(distOf(SHELL), 'index.html'), (text) => text).then(inlineShellStyles),
    remotePreloads(url.pathname, config, origin),
    picturePreload(app, config.apiBase, api),
  ]);
  const apiLinks = apiUrls.map((apiUrl) => preload(apiUrl, 'fetch'));
  const page = html.replace('</head>', `${[...pictureLinks, ...remoteLinks, ...apiLinks].join('')}</head>`);
  return rendered ? deferCode(page) : page;
}

/**
 * The index.html of rendered pages as made (`composeIndex`) for the files' version (`filesVersion`), by host,
 * runtime config and what the path preloads: the same for every page of a remote until a deploy. Made per
 * page, its copies of the page's inlined stylesheets (tens of kilobytes each) were garbage for the site
 * process's collector, and their scans showed in its profile.
 */
const renderedIndexes = { version: -1, pages: new Map<string, string>() };
/** Kept: hosts × configs × remotes owning pages; past it they are made again. */
const MAX_RENDERED_INDEXES = 64;

/** index.html with the page's preloads (`composeIndex`); for a rendered page, as made for its like. */
export async function indexHtml(
  app: FastifyInstance,
  requestUrl: string,
  origin: string,
  rendered: boolean,
  config: RuntimeConfig = runtimeConfig(),
): Promise<string> {
  const url = new URL(requestUrl, 'http://shop.invalid');
  if (!rendered) return composeIndex(app, url, origin, false, config);
  const version = await filesVersionNow();
  if (version !== renderedIndexes.version) {
    renderedIndexes.pages.clear();
    renderedIndexes.version = version;
  }
  const { pathname } = url;
  const key = JSON.stringify([origin, config, exposesOf(pathname), firstScreenChunksOf(pathname)]);
  const known = renderedIndexes.pages.get(key);
  if (known !== undefined) return known;
  const html = await composeIndex(app, url, origin, true, config);
  if (renderedIndexes.pages.size >= MAX_RENDERED_INDEXES) renderedIndexes.pages.clear();
  renderedIndexes.pages.set(key, html);
  return html;
}
