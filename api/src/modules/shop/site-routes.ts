import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors';
import { errorResponses } from '../../http/schemas';
import { siteContentSchema, sitePageParamsSchema, sitePageSchema } from './schemas';
import { NO_SUCH_PAGE, etagOf } from './service';

/**
 * Browsers ask again at every navigation and get 304 while nothing changed: a change shows at the next page,
 * and an unchanged answer costs a few bytes.
 */
const REVALIDATE = 'no-cache';

/** 304 when the browser holds this answer already; else the answer with its ETag. */
function conditional<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  body: T,
): T | FastifyReply {
  reply.header('cache-control', REVALIDATE).header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return body;
}

/** The owner's shop as every page shows it: `GET /site/` and `GET /site/pages/{slug}/`, public. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['site'],
        summary: 'Магазин владельца: название, контакты, реквизиты, пункты выдачи, доставка, главная',
        response: { 200: siteContentSchema },
      },
    },
    async (request, reply) => {
      const { content, etag } = await app.shop.siteAnswer();
      return conditional(request, reply, etag, content);
    },
  );

  app.get(
    '/pages/:slug',
    {
      schema: {
        tags: ['site'],
        summary: 'Текст информационной страницы',
        params: sitePageParamsSchema,
        response: { 200: sitePageSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const page = await app.shop.page(request.params.slug);
      if (!page) throw notFound(NO_SUCH_PAGE);
      return conditional(request, reply, etagOf(page), page);
    },
  );
};
