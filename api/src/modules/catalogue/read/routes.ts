import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PACKED_ANSWER, sendAnswer } from '../../../http/cache';
import { notFound } from '../../../http/errors';
import { ENDPOINTS } from './endpoints';
import { parseImageName, renderImage } from './images';
import { imageParamsSchema } from './schemas';

/** Browsers and CDNs may keep catalogue answers this long (products change through the admin's tools). */
const MAX_AGE = 60;

/**
 * The catalogue's public reads over HTTP, under `/catalog`: each route sends what the catalogue's reads
 * (`app.catalogue`, reads.ts) answer, the same the server renderer asks of them in process.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reads } = app.catalogue;
  // Every catalogue read but a search goes first; it ends with its answer or when its caller goes away.
  const inFlight = new WeakSet<object>();
  const leave = async (request: { raw: object }) => {
    if (inFlight.delete(request.raw)) reads.leave();
  };
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url?.includes('/search')) return;
    inFlight.add(request.raw);
    reads.enter();
  });
  app.addHook('onResponse', leave);
  app.addHook('onRequestAbort', leave);

  for (const { url, summary, params, querystring, response, answer } of ENDPOINTS) {
    app.get(
      url,
      {
        ...PACKED_ANSWER,
        schema: {
          tags: ['catalog'],
          summary,
          response,
          ...(params && { params }),
          ...(querystring && { querystring }),
        },
      },
      async (request, reply) =>
        sendAnswer(request, reply, await answer(reads, request.ip, request.params, request.query), MAX_AGE),
    );
  }

  app.get(
    '/images/:file',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Изображение товара или раздела (SVG)',
        params: imageParamsSchema,
      },
    },
    async (request, reply) => {
      const image = parseImageName(request.params.file);
      if (!image) throw notFound('Изображение не найдено');
      return reply
        .header('cache-control', 'public, max-age=86400')
        .type('image/svg+xml; charset=utf-8')
        .send(renderImage(image.family, image.variant, image.view));
    },
  );
};
