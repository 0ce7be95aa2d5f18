import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Renderer, RenderRequest } from '../../../shell/src/server/contract';
import { SHELL, distOf } from '../apps';
import { runtimeConfig, serverEntries, type RuntimeConfig } from '../runtime-config';
import { askApi } from './page-data';
import { fileOf } from './file-roots';

/** How long a page waits for remote code and API answers before the server sends what it has. */
const RENDER_BUDGET_MS = 300;

/**
 * How long a page whose existence hangs on an API answer (a product, a category, a listing) waits for that
 * answer past the budget: its status goes with the first byte, and a missing product answered 200 with a
 * skeleton would be indexed. Past it the page is answered 503 with `Retry-After`.
 */
const EXISTENCE_LIMIT_MS = 3000;

/**
 * The shell's server renderer (`shell/dist/server/render.js`, built with the shell), or null when it is not
 * built: then pages are sent unrendered and the browser renders them, as before.
 */
export function loadRenderer(): Renderer | null {
  const file = path.join(distOf(SHELL), 'server', 'render.js');
  if (!existsSync(file)) return null;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output, loaded at run time
  return require(file) as Renderer;
}

/** An address with its scheme (`https://cdn.example/…`), not a path of this site. */
const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Where each remote's Node container is, as the runtime config names it now: an absolute URL as it is; a
 * path of this site (`/remotes/mf-info/server/remoteEntry.js`) is the file of the remote's build it names,
 * read from the disk (a `file:` URL), not asked of this process over HTTP.
 */
export function containerEntries(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(serverEntries()).map(([name, entry]) => [
      name,
      ABSOLUTE.test(entry) ? entry : pathToFileURL(fileOf(entry)).href,
    ]),
  );
}

/** Where the page is asked from: the host and protocol as the visitor reached the site, and their address. */
export interface Visit {
  hostname: string;
  origin: string;
  ip: string;
}

/** What the renderer needs for a page: the runtime config and the containers' addresses as they are now. */
export function renderRequest(
  app: FastifyInstance,
  url: string,
  { hostname, origin, ip }: Visit,
  nonce: string,
  config: RuntimeConfig = runtimeConfig(),
): RenderRequest {
  return {
    url,
    hostname,
    origin,
    config,
    serverEntries: containerEntries(),
    api: (apiPath) => askApi(app, config.apiBase, apiPath, ip),
    budgetMs: RENDER_BUDGET_MS,
    existenceLimitMs: EXISTENCE_LIMIT_MS,
    nonce,
  };
}
