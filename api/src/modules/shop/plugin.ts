import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Shop } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The owner's shop (settings, the site's content, the information pages), read in process. */
    shop: Shop;
  }
}

/**
 * `app.shop` at the root, where the pages, letters, invoice and feed find it: one memo for them and the
 * `/site/` routes, rebuilt when the catalogue's change count moves.
 */
export const shopService = fp(
  async (app: FastifyInstance) => {
    app.decorate('shop', new Shop(app.db, () => app.catalogueStamp(), app.log));
  },
  { name: 'shop', decorators: { fastify: ['database', 'catalogueStamp'] } },
);
