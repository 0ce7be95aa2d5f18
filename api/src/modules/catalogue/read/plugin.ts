import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { answerInProcess } from './in-process';
import { type CatalogueAnswer, CatalogueReads } from './reads';

/** The catalogue as the rest of the server uses it in process. */
export interface Catalogue {
  /** The public reads the HTTP routes answer with (routes.ts). */
  reads: CatalogueReads;
  /**
   * A GET of the catalogue's public API asked in process (`/catalog/...` with its query string, without the
   * API's base) as the caller at `callerIp`: what its HTTP route answers, without the HTTP pipeline.
   */
  get(apiPath: string, callerIp: string): Promise<CatalogueAnswer>;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: Catalogue;
  }
}

/**
 * `app.catalogue` at the root, where the site's server renderer finds it: the routes under `/api` and the
 * renderer share one set of reads (one cache, one fair share per caller).
 */
export const catalogueService = fp(
  async (app: FastifyInstance) => {
    const reads = new CatalogueReads({
      database: app.database,
      cache: app.catalogCache,
      metrics: app.metrics,
      log: app.log,
      settings: app.settings,
      outOfStock: async () => (await app.shop.settings()).stock.outOfStock,
    });
    app.addHook('onClose', () => reads.close());
    app.decorate('catalogue', {
      reads,
      get: (apiPath, callerIp) => answerInProcess(reads, app.log, apiPath, callerIp),
    } satisfies Catalogue);
  },
  { name: 'catalogue', decorators: { fastify: ['settings', 'database', 'catalogCache', 'metrics', 'shop'] } },
);
