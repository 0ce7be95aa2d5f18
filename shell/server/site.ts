import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Item, ListingResponse } from '@shop/shared/contract';
import {
  catalogPath,
  DEFAULT_SORT,
  ENDPOINTS,
  FIRST_PAGE,
  isOwnedBy,
  LISTING_PAGE_SIZE,
  NO_FILTERS,
  PATHS,
  PRODUCT_CODE_PARAM,
  REMOTE_NAMES,
  type RemoteName,
} from '@shop/shared/domain';
import { REMOTES, SHELL } from '../../scripts/webpack/apps';
import { runtimeConfig, serverEntries, type RuntimeConfig } from '../../scripts/webpack/runtime-config';
import { acceptsGzip } from '@shop/api';
import type { Renderer, RenderRequest, RenderedPage } from '../src/server/contract';
import { deflatedOnce, gzipAfter, type Deflated } from './gzip';
import { MemoryFiles } from './memory-files';
import { PageCache } from './page-cache';

const ROOT = path.resolve(__dirname, '..', '..');
const distOf = (app: { folder: string }) => path.join(ROOT, app.folder, 'dist');

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Content-hashed names from the webpack factory: main.1a2b3c4d.js, assets/logo.1a2b3c4d.png (+ .br/.gz). */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+(\.br|\.gz)?$/;

const isHashed = (filePath: string) => HASHED.test(path.basename(filePath));
// index.html, remoteEntry.js, mf-manifest.json: fixed names, so browsers must revalidate them.
const cacheControl = (filePath: string) => (isHashed(filePath) ? IMMUTABLE : REVALIDATE);

function cacheHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('Cache-Control', cacheControl(filePath));
}

/** Every page shows mf-catalog's search box in the shell's header (shell/src/App.tsx). */
const EVERY_PAGE: Expose = { remote: 'mf-catalog', expose: './SearchBox' };

/**
 * Lazy chunks a page needs at once, by the paths they serve (the chunk names are the remotes'
 * `webpackChunkName`s): mf-catalog's pages other than home come in its `pages` chunk. A renamed chunk
 * is simply not preloaded.
 */
const FIRST_SCREEN_CHUNKS: readonly { remote: RemoteName; under: string; chunk: string }[] = [
  { remote: 'mf-catalog', under: PATHS.catalog, chunk: 'pages' },
];

interface Expose {
  remote: RemoteName;
  expose: string;
}

type Assets = { js: { sync: string[]; async: string[] }; css: { sync: string[]; async: string[] } };

/** The part of a remote's mf-manifest.json that names its entry and the files of its exposes. */
interface Manifest {
  metaData: { remoteEntry: { path: string; name: string } };
  exposes: { path: string; assets: Assets }[];
}

/** An attribute's value: a picture's address comes from the catalogue's data. */
const attribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const PRELOAD_EXTRAS = {
  fetch: ' crossorigin="anonymous"',
  // At the priority of the scripts that run them (the shell's `defer` script, the federation runtime's async
  // ones: low), so they do not go ahead of the shell's script, which every page needs first. Lighthouse also
  // counts high-priority scripts as render-blocking: with them its simulated FCP swung from run to run.
  script: ' fetchpriority="low"',
  // The page's likely largest paint.
  image: ' fetchpriority="high"',
} as const;

const preload = (href: string, as: keyof typeof PRELOAD_EXTRAS) =>
  `<link rel="preload" href="${attribute(href)}" as="${as}"${PRELOAD_EXTRAS[as]}>`;

/** A file as last read (or not found), with what parsed it. */
interface Read {
  /** Modification time and size, or «missing». */
  stamp: string;
  /** The parsed value, or the error reading or parsing it gave. */
  value: unknown;
  failed: boolean;
  checkedAt: number;
  parse: (text: string) => unknown;
}

/** Files as last read, by path: every page reads index.html and the manifests, which change only on a deploy. */
const lastRead = new Map<string, Read>();

/** Counts the changes `current` has found in the files it read: what is made of them is made again. */
let filesVersion = 0;

/**
 * How long a file read is taken as current without asking the disk again: a deploy is seen within a second,
 * as the server's containers are (`REVALIDATE_MS` of shell/src/server/federation.ts); a `stat` on every page
 * showed in the site process's profile under load.
 */
const FILE_CHECK_MS = 1000;

/** Asks the disk about `file`: read and parsed again (and `filesVersion` counted) when it changed. */
async function check(file: string, parse: (text: string) => unknown, now: number): Promise<void> {
  const known = lastRead.get(file);
  const stamp = await stat(file).then(
    ({ mtimeMs, size }) => `${mtimeMs}:${size}`,
    () => 'missing',
  );
  if (known?.stamp === stamp) {
    known.checkedAt = now;
    return;
  }
  let read: Pick<Read, 'value' | 'failed'>;
  try {
    read = { value: parse(await readFile(file, 'utf8')), failed: false };
  } catch (error) {
    read = { value: error, failed: true };
  }
  lastRead.set(file, { stamp, checkedAt: now, parse, ...read });
  filesVersion += 1;
}

/**
 * A file as it is now, parsed (rejects when it is missing or does not parse): read and parsed again only
 * when its modification time or size changed, so a deploy takes effect within a second, and a file costs at
 * most a `stat` a second.
 */
async function current<T>(file: string, parse: (text: string) => T): Promise<T> {
  const now = Date.now();
  const known = lastRead.get(file);
  if (!known || now - known.checkedAt >= FILE_CHECK_MS) await check(file, parse, now);
  const read = lastRead.get(file) as Read;
  if (read.failed) throw read.value;
  return read.value as T;
}

/** Every file read so far checked as `current` checks it; the files' version after that. */
async function filesVersionNow(): Promise<number> {
  const now = Date.now();
  const due = [...lastRead].filter(([, read]) => now - read.checkedAt >= FILE_CHECK_MS);
  await Promise.all(due.map(([file, read]) => check(file, read.parse, now)));
  return filesVersion;
}

async function readManifest(dir: string): Promise<Manifest | null> {
  try {
    return await current(path.join(dir, 'mf-manifest.json'), (text) => JSON.parse(text) as Manifest);
  } catch {
    return null;
  }
}

/** The exposes a page path mounts at once: the search box, and the `./routes` of the remote owning the path. */
function exposesOf(pathname: string): Expose[] {
  // mf-admin is registered on admin hosts only; its pages do not need to be fast.
  const owner = REMOTE_NAMES.find((remote) => remote !== 'mf-admin' && isOwnedBy(remote, pathname));
  return owner ? [EVERY_PAGE, { remote: owner, expose: './routes' }] : [EVERY_PAGE];
}

/** The lazy chunks a page path needs at once (`FIRST_SCREEN_CHUNKS`). */
const firstScreenChunksOf = (pathname: string) =>
  FIRST_SCREEN_CHUNKS.filter(({ under }) => pathname === under || pathname.startsWith(`${under}/`));

/**
 * Preloads for what the federation runtime fetches one after another once the shell's script has run:
 * a remote's manifest, then its remoteEntry.js and the chunks of the exposes, then the page's lazy chunk.
 * Named in index.html, they arrive while the shell's script loads; the styles are applied at once. Only
 * a remote this server serves has files to name; of another, the manifest is preloaded.
 */
async function remotePreloads(pathname: string, config: RuntimeConfig, origin: string): Promise<string[]> {
  const exposes = exposesOf(pathname);
  const remotes = [...new Set(exposes.map(({ remote }) => remote))];
  const perRemote = await Promise.all(
    remotes.map(async (name) => {
      const manifestUrl = config.remotes[name];
      if (!manifestUrl) return [];
      const links = [preload(manifestUrl, 'fetch')];
      if (manifestUrl !== `/remotes/${name}/mf-manifest.json`) return links;
      const app = REMOTES.find((remote) => remote.folder === name);
      if (!app) return links;
      const manifest = await readManifest(distOf(app));
      // A remote whose build is missing or broken: the page still loads, and the shell shows its fallback.
      if (!manifest) return links;
      const wanted = new Set(exposes.filter(({ remote }) => remote === name).map(({ expose }) => expose));
      const lazy = firstScreenChunksOf(pathname)
        .filter(({ remote }) => remote === name)
        .map(({ chunk }) => `${chunk}.`);
      const { path: entryDir, name: entryName } = manifest.metaData.remoteEntry;
      const scripts = new Set([path.posix.join(entryDir, entryName)]);
      const styles = new Set<string>();
      const isLazyWanted = (file: string) => lazy.some((prefix) => file.startsWith(prefix));
      const take = (files: string[], into: Set<string>) => files.forEach((file) => into.add(file));
      for (const { path: expose, assets } of manifest.exposes) {
        if (wanted.has(expose)) {
          take(assets.js.sync, scripts);
          take(assets.css.sync, styles);
        }
        take(assets.js.async.filter(isLazyWanted), scripts);
        take(assets.css.async.filter(isLazyWanted), styles);
      }
      const at = (file: string) => path.posix.join('/remotes', name, file);
      return [
        ...links,
        ...[...scripts].map((file) => preload(at(file), 'script')),
        // Applied, not only preloaded: the server's markup needs them at first paint. Named by the address
        // the remote's CSS loader will ask for (absolute), so it finds them and adds no copy.
        ...(await Promise.all(
          [...styles].map((file) => stylesheet(path.join(distOf(app), file), origin + at(file))),
        )),
      ];
    }),
  );
  return perRemote.flat();
}

/** A relative `url(…)` in CSS: it would resolve against the page's address once the CSS is in the page. */
const RELATIVE_URL = /url\((?!\s*["']?(?:data:|#|[a-z]+:|\/))/i;

/**
 * A built stylesheet in the page itself (`<style>`), so the first paint waits for no file: on a phone's
 * link each stylesheet was a round trip before anything showed (Lighthouse: render-blocking). `data-href` is
 * the address webpack's CSS loader looks for before it adds a `<link>`, so a chunk's styles come once. A
 * file with relative addresses in it, or not readable, stays a `<link>`.
 */
async function stylesheet(file: string, href: string): Promise<string> {
  // Escaped once per file read, not per page.
  const css = await current(file, (text) =>
    RELATIVE_URL.test(text) ? null : text.replaceAll('</style', '<\\/style'),
  ).catch(() => null);
  return css === null
    ? `<link rel="stylesheet" href="${attribute(href)}">`
    : `<style data-href="${attribute(href)}">${css}</style>`;
}

/** The shell's stylesheets in index.html, as the build writes them. */
const SHELL_STYLESHEET = /<link href="?(\/[^"> ]+\.css)"? rel="?stylesheet"?>/g;

/** index.html with the shell's stylesheets in the page (`stylesheet`). */
async function inlineShellStyles(html: string): Promise<string> {
  const styles = await Promise.all(
    [...html.matchAll(SHELL_STYLESHEET)].map(async ([link, href = '']) => ({
      link,
      style: await stylesheet(path.join(distOf(SHELL), href), href),
    })),
  );
  return styles.reduce((page, { link, style }) => page.replace(link, style), html);
}

const decoded = (part: string): string | null => {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
};

interface ApiPreloads {
  endpoints: string[];
  /**
   * The picture that is usually the page's largest paint, read from the first endpoint's answer: a listing's
   * first card (mf-catalog's ProductCard shows `image`), a product's main picture (its Gallery: `images[0]`).
   */
  picture?: (answer: unknown) => string | undefined;
}

/**
 * The API answers a catalogue page waits for before its main content shows (mf-catalog's Product and
 * Listing routes, from the same ENDPOINTS), preloaded so they arrive with the code instead of after it.
 * A listing only at its plain address: with a page, a sort or filters in the query its calls follow
 * mf-catalog's reading of them.
 */
function apiPreloads(url: URL): ApiPreloads {
  if (url.pathname === PATHS.product) {
    const code = url.searchParams.get(PRODUCT_CODE_PARAM)?.trim();
    if (!code) return { endpoints: [] };
    return {
      endpoints: [ENDPOINTS.item(code)],
      picture: (answer) => (answer as Item).images[0] || (answer as Item).image,
    };
  }
  if (!url.pathname.startsWith(`${PATHS.catalog}/`) || url.search) return { endpoints: [] };
  const slugs = url.pathname
    .slice(PATHS.catalog.length + 1)
    .split('/')
    .map(decoded);
  const [category] = slugs;
  if (slugs.length < 2 || slugs.length > 3 || !category || !slugs.every(Boolean)) return { endpoints: [] };
  const path = catalogPath(...(slugs as string[]));
  return {
    endpoints: [
      ENDPOINTS.listing(path, { limit: LISTING_PAGE_SIZE, page: FIRST_PAGE, sort: DEFAULT_SORT }),
      ENDPOINTS.listingFilters(path, NO_FILTERS),
      ENDPOINTS.category(category),
    ],
    picture: (answer) => (answer as ListingResponse).products[0]?.image,
  };
}

/**
 * How long index.html waits for the answer naming the picture: a cached answer takes well under a
 * millisecond; an uncached one (a cold catalogue cache) is still fetched, for the page's own call, but the
 * page is not held up for it and goes without the picture's preload.
 */
const PICTURE_WAIT_MS = 30;

/**
 * The page's largest picture named in index.html, so the browser fetches it with the code instead of after
 * the code, the data and the render (the LCP's resource load delay). Only where this server answers the
 * API itself: the answer is asked of it in-process and is then in the catalogue's cache for the page's call.
 */
async function picturePreload(app: FastifyInstance, apiUrl: string | undefined, { picture }: ApiPreloads) {
  if (!picture || !apiUrl?.startsWith('/') || apiUrl.startsWith('//')) return [];
  const answer = app
    .inject({ method: 'GET', url: apiUrl })
    .then((response) => (response.statusCode === 200 ? picture(response.json()) : undefined))
    // Without the preload the page is as it was; the page's own call reports what went wrong.
    .catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, PICTURE_WAIT_MS, undefined);
  });
  const src = await Promise.race([answer, late]);
  clearTimeout(timer);
  return src ? [preload(src, 'image')] : [];
}

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
    picturePreload(app, apiUrls[0], api),
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
async function indexHtml(
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

/** Where a rendered page's nonce goes in the page's code loader (`deferCode`); put in by `pageStream`. */
const NONCE_SLOT = '%NONCE%';

/** The head's code: the shell's script and the preloads of scripts and answers (index.html's and the remotes'). */
const CODE_TAG =
  /<link rel="?preload"? href="?([^" >]+)"? as="?(script|fetch)"?[^>]*>|<script defer src="?([^" >]+)"?><\/script>/g;

/** At most this long a rendered page waits before it asks for its code (`CODE_LOADER`). */
const CODE_WAIT_MS = 1000;

/**
 * Appends, once the page's main pictures (`img[fetchpriority=high]`) have loaded, the browser has reported
 * its first contentful paint and two frames have passed (or CODE_WAIT_MS at most, or at once when the
 * visitor presses a key or a pointer: the press is replayed once the code runs, shell/src/server/pressReplay.ts),
 * each `[address, kind]` of its list: `main` a script, `script` or `fetch` a preload at the priority it had
 * in the head. One element per task: starting a request costs the main thread about a millisecond, so the
 * whole list in one task was a long task on a phone's slow CPU.
 */
const CODE_LOADER = `(function (code, wait) {
  var started = false;
  function go() {
    if (started) return;
    started = true;
    add(0);
  }
  function add(index) {
    var item = code[index];
    if (!item) return;
    var element;
    if (item[1] === 'main') {
      element = document.createElement('script');
      element.src = item[0];
    } else {
      element = document.createElement('link');
      element.rel = 'preload';
      element.href = item[0];
      element.as = item[1];
      if (item[1] === 'fetch') element.crossOrigin = 'anonymous';
      else element.setAttribute('fetchpriority', 'low');
    }
    document.head.appendChild(element);
    setTimeout(add, 0, index + 1);
  }
  function frames() {
    requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(go, 0); }); });
  }
  function painted() {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!types || types.indexOf('paint') < 0) return frames();
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      frames();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  setTimeout(go, wait);
  ['pointerdown', 'keydown'].forEach(function (type) {
    addEventListener(type, go, { capture: true, once: true, passive: true });
  });
  var pending = [].filter.call(document.querySelectorAll('img[fetchpriority=high]'), function (image) {
    return !image.complete;
  });
  var left = pending.length;
  if (left === 0) return painted();
  pending.forEach(function (image) {
    function one() { if (--left === 0) painted(); }
    image.addEventListener('load', one);
    image.addEventListener('error', one);
  });
})`;

const unescapeAttribute = (value: string) =>
  value.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/**
 * A page the server rendered asks for its code (the shell's script, the remotes' files, the answers the
 * shell preloads) only once its main pictures have loaded and it has been painted, from a script at the
 * end of the page (`CODE_LOADER`), instead of from the head: on a phone's link the page's code shared the
 * line with the page's picture, and the picture (or a product's name) was painted only after the code had
 * run. Until the code runs the page is the server's HTML: its links work, its styles are in it.
 */
function deferCode(html: string): string {
  const code: [string, string][] = [];
  const page = html.replace(CODE_TAG, (_tag, href?: string, as?: string, script?: string) => {
    code.push(script ? [unescapeAttribute(script), 'main'] : [unescapeAttribute(href ?? ''), as ?? 'fetch']);
    return '';
  });
  const list = JSON.stringify(code).replaceAll('<', '\\u003c');
  return page.replace(
    '</body>',
    `<script nonce="${NONCE_SLOT}">${CODE_LOADER}(${list}, ${CODE_WAIT_MS});</script></body>`,
  );
}

/** How long a page waits for remote code and API answers before the server sends what it has. */
const RENDER_BUDGET_MS = 300;

/**
 * How long a page whose existence hangs on an API answer (a product, a category, a listing) waits for that
 * answer past the budget: its status goes with the first byte, and a missing product answered 200 with a
 * skeleton would be indexed. Past it the page is answered 503 with `Retry-After` (docs/architecture.md).
 */
const EXISTENCE_LIMIT_MS = 3000;

/** A crawler told 503 comes back after this many seconds. */
const RETRY_AFTER_S = 60;

/**
 * The shell's server renderer (`shell/dist/server/render.js`, built with the shell), or null when it is not
 * built: then pages are sent unrendered and the browser renders them, as before.
 */
function loadRenderer(): Renderer | null {
  const file = path.join(distOf(SHELL), 'server', 'render.js');
  if (!existsSync(file)) return null;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output, loaded at run time
  return require(file) as Renderer;
}

/**
 * A process's own loopback port (`warmSite`), by its app's server: the remotes' Node containers are loaded
 * from it, so they can be loaded before the public port opens and always from this process.
 */
const ownPorts = new WeakMap<Server, number>();

/** The server's own address for a remote's Node container named relative to it («/remotes/…»). */
function loopbackOrigin(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | string | null;
  const port = ownPorts.get(app.server) ?? (typeof address === 'object' && address ? address.port : 80);
  return `http://127.0.0.1:${port}`;
}

/** Opens a port on 127.0.0.1 answered by `app` (this process alone, also in a cluster worker). */
async function openOwnPort(app: FastifyInstance): Promise<Server> {
  const own = createServer((request, response) => app.routing(request, response));
  await new Promise<void>((resolve, reject) => {
    own.once('error', reject);
    own.listen({ port: 0, host: '127.0.0.1', exclusive: true }, resolve);
  });
  ownPorts.set(app.server, (own.address() as AddressInfo).port);
  return own;
}

const siteWarmers = new WeakMap<Server, () => Promise<void>>();

/**
 * Renders the warm-up pages (the remotes' containers loaded and run, React and the pages' code compiled)
 * before the public port opens (the site processes of `npm start`, worker.ts): those first renders hold the
 * event loop for hundreds of milliseconds, which the first visitors would otherwise wait for. Without it
 * the site warms up once it listens.
 */
export const warmSite = (app: FastifyInstance): Promise<void> =>
  siteWarmers.get(app.server)?.() ?? Promise.resolve();

/**
 * The API's answer to a GET, asked of this server in-process (or of another API over HTTP). In-process it is
 * asked as the visitor (`ip`): the catalogue's fair share per caller counts the visitor's pages, not one
 * share for every page the server renders.
 */
async function askApi(app: FastifyInstance, apiBase: string, apiPath: string, ip: string) {
  const target = `${apiBase}${apiPath}`;
  if (target.startsWith('/') && !target.startsWith('//')) {
    const response = await app.inject({ method: 'GET', url: target, remoteAddress: ip });
    return { status: response.statusCode, body: response.statusCode === 204 ? null : response.json() };
  }
  const response = await fetch(target);
  return { status: response.status, body: await response.json() };
}

/** The empty `#root` of the built index.html (the build drops the quotes of the attribute). */
const ROOT_ELEMENT = /<div id="?root"?><\/div>/;

/** Resource hints React puts first in its markup (a page's main pictures): they belong in the head. */
const LEADING_LINKS = /^(?:<link [^>]*>)+/;

/**
 * A rendered page's index.html (with its preloads) cut where the page goes in, by the text of that
 * index.html: the same for every page of a remote on one host until a deploy. Its head up to the page's own
 * head tags — the shell's and the remote's stylesheets, about two thirds of a product page — is compressed
 * once here instead of in every answer, and the page cache's key names it by a hash made once.
 */
interface PageShape {
  /** The SHA-1 of the index.html (with the page's preloads): a redeployed shell or remote is another. */
  version: string;
  /** index.html up to where the page's head goes (its title and description left out), compressed once. */
  prefix: Deflated;
  /** The rest of index.html up to `#root`, from `</head>`. */
  beforeRoot: string;
  /** index.html after `#root`, with `NONCE_SLOT`. */
  after: string;
}

const pageShapes = new Map<string, PageShape>();
/** Shapes kept: hosts × remotes owning pages × deploys; past it they are made again. */
const MAX_PAGE_SHAPES = 64;

function shapeOf(html: string): PageShape {
  const known = pageShapes.get(html);
  if (known) return known;
  // index.html's own title and description give way to the page's head.
  const titled = html
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="?description"? content="[^"]*">/, '');
  const [before = '', after = ''] = titled.split(ROOT_ELEMENT);
  const headEnd = before.indexOf('</head>');
  const shape: PageShape = {
    version: createHash('sha1').update(html).digest('base64'),
    prefix: deflatedOnce(Buffer.from(before.slice(0, headEnd))),
    beforeRoot: before.slice(headEnd),
    after,
  };
  if (pageShapes.size >= MAX_PAGE_SHAPES) pageShapes.clear();
  pageShapes.set(html, shape);
  return shape;
}

/**
 * The page after its shape's prefix, as one stream: the page's head, the rest of index.html up to `#root`,
 * the rendered markup, the state the browser hydrates with, and the rest of index.html. The picture preloads
 * React writes first go into the head: inside `#root` they would be markup the browser's render does not have.
 */
function pageStream(
  shape: PageShape,
  page: RenderedPage,
  nonce: string,
  keep?: (bytes: Buffer) => void,
): Readable {
  const out = new PassThrough();
  // React writes its markup in small pieces (2 KB and less) in bursts: the pieces of one burst go out as one
  // write, as the bytes React encoded (the first piece is searched for its leading links), instead of one
  // write per piece, each decoded to text and encoded again (that work showed in the thread's profile).
  let started = false;
  let burst: Buffer[] = [];
  /** Every byte sent, when the page is to be kept. */
  const sent: Buffer[] = [];
  const flush = () => {
    const bytes = burst.length === 1 ? burst[0] : Buffer.concat(burst);
    if (bytes && bytes.length > 0) {
      if (keep) sent.push(bytes);
      if (!out.destroyed) out.write(bytes);
    }
    burst = [];
  };
  const take = (piece: Buffer) => {
    if (burst.length === 0) setImmediate(flush);
    burst.push(piece);
  };
  const start = (first: Buffer) => {
    started = true;
    // Read byte for byte (latin1), so the links' length is their length in bytes.
    const linkBytes = LEADING_LINKS.exec(first.toString('latin1'))?.[0].length ?? 0;
    take(Buffer.from(page.head));
    take(first.subarray(0, linkBytes));
    take(Buffer.from(`${shape.beforeRoot}<div id="root">`));
    take(first.subarray(linkBytes));
  };
  page.html.on('data', (piece: Buffer) => (started ? take(piece) : start(piece)));
  page.html.once('end', () => {
    if (!started) start(Buffer.alloc(0));
    // The end goes with the last burst: a page rendered whole before its first byte is one write (and is
    // compressed in one piece).
    burst.push(Buffer.from(`</div>${page.stateElement}${shape.after.replace(NONCE_SLOT, nonce)}`));
    flush();
    out.end();
    keep?.(Buffer.concat([shape.prefix.bytes, ...sent]));
  });
  page.html.once('error', (error) => out.destroy(error));
  return out;
}

/** The page's CSP with its nonce allowed to run scripts (React's inline scripts of a streamed part). */
function allowNonce(reply: FastifyReply, nonce: string): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string') return;
  reply.header(
    'content-security-policy',
    policy.replace(/script-src ([^;]*)/, (_all, sources: string) => `script-src ${sources} 'nonce-${nonce}'`),
  );
}

/** Whether a page goes out gzipped: a body is asked for and the browser takes gzip (every browser does). */
const takesGzippedPage = (request: FastifyRequest): boolean =>
  request.method !== 'HEAD' && acceptsGzip(request);

/** No bytes before a page's own: an answer compressed whole as it goes. */
const NO_PREFIX = deflatedOnce(Buffer.alloc(0));

/** `prefix` then what `rest` gives, as one stream (an answer that is not compressed). */
async function* prefixed(prefix: Buffer, rest: Readable | Buffer | string) {
  if (prefix.length > 0) yield prefix;
  if (rest instanceof Readable) yield* rest;
  else yield rest;
}

/**
 * A page's HTML (after `prefix`, its part compressed once) gzipped when the browser takes gzip (the API's
 * compression applies to routes, and pages are answered by the not-found handler): a page is several times
 * smaller on a phone's link. Gzip, not brotli, for HTML made per request: at the qualities cheap enough to
 * run per page, brotli's answer is larger than gzip's (brotli wins only at the slow qualities the build uses
 * for static files), and each brotli stream's megabytes of native state made garbage collection on the
 * thread that renders pages. Every piece of a streamed page is flushed as it comes, so a part that arrives
 * late does not hold back what went before.
 */
function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  html: Readable | Buffer | string,
  prefix: Deflated = NO_PREFIX,
) {
  reply.header('vary', 'accept-encoding');
  if (!takesGzippedPage(request)) {
    return reply.send(prefix === NO_PREFIX ? html : Readable.from(prefixed(prefix.bytes, html)));
  }
  const source = html instanceof Readable ? html : Readable.from([Buffer.from(html)]);
  const gzipped = gzipAfter(prefix, source, (error) => {
    // A visitor who leaves before the page is sent closes it early: not the server's fault.
    if (error && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE')
      request.log.error({ err: error }, 'Страница не сжата');
  });
  return reply.header('content-encoding', 'gzip').send(gzipped);
}

/** The rendered pages of this process, and what they are kept for (shell/server/page-cache.ts). */
interface Pages {
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
async function sendPage(
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

/** The absolute address of each remote's Node container, as the runtime config names it now. */
function containerEntries(app: FastifyInstance): Record<string, string> {
  const loopback = loopbackOrigin(app);
  return Object.fromEntries(
    Object.entries(serverEntries()).map(([name, entry]) => [name, new URL(entry, loopback).href]),
  );
}

/** How often the remotes' containers are revalidated while no page asks (`REVALIDATE_MS` of federation.ts). */
const REVALIDATE_MS = 1000;

/** What the renderer needs for a page: the runtime config and the containers' addresses as they are now. */
function renderRequest(
  app: FastifyInstance,
  url: string,
  { hostname, origin, ip }: { hostname: string; origin: string; ip: string },
  nonce: string,
  config: RuntimeConfig = runtimeConfig(),
): RenderRequest {
  return {
    url,
    hostname,
    origin,
    config,
    serverEntries: containerEntries(app),
    api: (apiPath) => askApi(app, config.apiBase, apiPath, ip),
    budgetMs: RENDER_BUDGET_MS,
    existenceLimitMs: EXISTENCE_LIMIT_MS,
    nonce,
  };
}

/** Pages rendered once after the start, so the remotes' containers and page chunks are loaded before visitors. */
const WARM_UP_PAGES = [PATHS.home, PATHS.catalog, PATHS.help];

/**
 * A listing and a product of the catalogue too: their page chunks load on first use, and cold they took a
 * process's first listing past the render budget (a crawler got the skeleton).
 */
async function catalogueWarmUpPages(app: FastifyInstance): Promise<string[]> {
  const apiBase = runtimeConfig().apiBase;
  const tree = await askApi(app, apiBase, '/catalog/', '127.0.0.1');
  const listing = (tree.body as { subcategories?: { subcategoryLink: string }[] }[] | null)?.[0]
    ?.subcategories?.[0]?.subcategoryLink;
  if (tree.status !== 200 || !listing) return [];
  const page = await askApi(app, apiBase, `${listing}/`, '127.0.0.1');
  const product = (page.body as { products?: { link: string }[] } | null)?.products?.[0]?.link;
  return page.status === 200 && product ? [listing, product] : [listing];
}

async function warmUp(app: FastifyInstance, { renderPage }: Renderer): Promise<void> {
  const catalogue = await catalogueWarmUpPages(app).catch((error: unknown) => {
    app.log.warn({ err: error }, 'Прогрев каталога не удался');
    return [];
  });
  for (const page of [...WARM_UP_PAGES, ...catalogue]) {
    try {
      const site = { hostname: 'localhost', origin: loopbackOrigin(app), ip: '127.0.0.1' };
      (await renderPage(renderRequest(app, page, site, ''))).html.resume();
    } catch (error) {
      app.log.warn({ err: error }, `Прогрев ${page} не удался`);
    }
  }
}

const pathOf = (url: string) => url.split('?')[0] ?? '/';

/** A path the single-page app answers: not a remote's file, not a file name with an extension. */
function isAppRoute(url: string): boolean {
  const pathname = pathOf(url);
  return !pathname.startsWith('/remotes/') && !path.posix.basename(pathname).includes('.');
}

/**
 * The built storefront: the shell at /, each remote at /remotes/<folder>/, /remotes.json, and
 * index.html for every other page path (deep links). Registered by buildApp next to the API.
 */
export const sitePlugin: FastifyPluginAsync = async (app) => {
  // The files from memory (memory-files.ts), read before the port opens; @fastify/static below answers
  // what memory does not hold (a type it does not know, a file of the shell added after the start).
  const files = new MemoryFiles(
    [
      { prefix: '/', dir: distOf(SHELL), later: false },
      ...REMOTES.map((remote) => ({
        prefix: `/remotes/${remote.folder}/`,
        dir: distOf(remote),
        later: true,
      })),
    ],
    cacheControl,
    isHashed,
  );
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

  // Read on every request: editing scripts/config/remotes.json moves a remote without a restart.
  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', REVALIDATE);
    return runtimeConfig();
  });

  const renderer = loadRenderer();
  if (renderer) {
    let revalidate: NodeJS.Timeout | undefined;
    let warming: Promise<void> | null = null;
    let own: Server | null = null;
    const warm = () =>
      (warming ??= (async () => {
        if (!app.server.listening) own = await openOwnPort(app);
        await warmUp(app, renderer);
        // The remotes' versions kept current whether pages are asked or not: a page kept before a remote's
        // redeploy is not answered once a revalidation has seen it (the page cache's era, without a visitor
        // waiting for the revalidation).
        revalidate = setInterval(() => renderer.remoteVersions(containerEntries(app)), REVALIDATE_MS);
        revalidate.unref();
      })());
    siteWarmers.set(app.server, warm);
    app.addHook('onListen', async () => void warm());
    app.addHook('onClose', async () => {
      clearInterval(revalidate);
      own?.closeAllConnections();
      await new Promise((resolve) => (own ? own.close(resolve) : resolve(undefined)));
    });
  }

  const cache = new PageCache(app.settings.PAGE_CACHE_MB * 1024 * 1024);
  const pages: Pages = { cache, lookup: app.metrics.watchPageCache(cache), era: null };
  app.setNotFoundHandler(async (request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && isAppRoute(request.url)) {
      return sendPage(app, renderer, pages, request, reply);
    }
    return reply.code(404).send({ message: 'Не найдено' });
  });
};
