import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { PATHS } from '@shop/shared/domain';
import type { Renderer } from '../../../shell/src/server/contract';
import { runtimeConfig } from '../runtime-config';
import { askApi } from './page-data';
import { containerEntries, renderRequest, type Visit } from './render-request';

/** Pages rendered once after the start, so the remotes' containers and page chunks are loaded before visitors. */
const WARM_UP_PAGES = [PATHS.home, PATHS.catalog, PATHS.help];

/** The warm-up's pages are asked as this server itself. */
const WARM_UP_VISIT: Visit = { hostname: 'localhost', origin: 'http://localhost', ip: '127.0.0.1' };

/** How often the remotes' containers are revalidated while no page asks (`REVALIDATE_MS` of federation.ts). */
const REVALIDATE_MS = 1000;

/**
 * A listing and a product of the catalogue too: their page chunks load on first use, and cold they took a
 * process's first listing past the render budget (a crawler got the skeleton).
 */
async function catalogueWarmUpPages(app: FastifyInstance): Promise<string[]> {
  const apiBase = runtimeConfig().apiBase;
  const tree = await askApi(app, apiBase, '/catalog/', WARM_UP_VISIT.ip);
  const listing = (tree.body as { subcategories?: { subcategoryLink: string }[] }[] | null)?.[0]
    ?.subcategories?.[0]?.subcategoryLink;
  if (tree.status !== 200 || !listing) return [];
  const page = await askApi(app, apiBase, `${listing}/`, WARM_UP_VISIT.ip);
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
      (await renderPage(renderRequest(app, page, WARM_UP_VISIT, ''))).html.resume();
    } catch (error) {
      app.log.warn({ err: error }, `Прогрев ${page} не удался`);
    }
  }
}

const siteWarmers = new WeakMap<Server, () => Promise<void>>();

/**
 * Warms the renderer once (`warmSite`, or when the app listens), then keeps the remotes' versions current
 * whether pages are asked or not: a page kept before a remote's redeploy is not answered once a
 * revalidation has seen it (the page cache's era, without a visitor waiting for the revalidation).
 */
export function keepWarm(app: FastifyInstance, renderer: Renderer): void {
  let revalidate: NodeJS.Timeout | undefined;
  let warming: Promise<void> | null = null;
  const warm = () =>
    (warming ??= (async () => {
      await warmUp(app, renderer);
      revalidate = setInterval(() => renderer.remoteVersions(containerEntries()), REVALIDATE_MS);
      revalidate.unref();
    })());
  siteWarmers.set(app.server, warm);
  app.addHook('onListen', async () => void warm());
  app.addHook('onClose', async () => clearInterval(revalidate));
}

/**
 * Renders the warm-up pages (the remotes' containers loaded and run, React and the pages' code compiled)
 * before the public port opens (the site processes of `npm start`, worker.ts): those first renders hold the
 * event loop for hundreds of milliseconds, which the first visitors would otherwise wait for. Without it
 * the site warms up once it listens.
 */
export const warmSite = (app: FastifyInstance): Promise<void> =>
  siteWarmers.get(app.server)?.() ?? Promise.resolve();
