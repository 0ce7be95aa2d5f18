import { open } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { ROBOTS_DISALLOWED_PATHS } from '@shop/shared/seo';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptsGzip } from '../../../http/encoding';
import { HttpError, notFound } from '../../../http/errors';
import { FeedStore, MAX_ORIGINS, TooManyOrigins } from './feedStore';
import { originOf } from './origin';
import { catalogueVersion, offers, sections } from './service';
import { partCount, sitemapIndex, sitemapPart, sitemapPlan } from './sitemap';
import { offersXml, YML_TAIL, ymlHead } from './yml';

export interface FeedsOptions {
  /** The folder of the data (`DATA_DIR`, `.data` when unset): the feed files go into its `feeds/`. */
  dataDir: string;
}

const XML = 'application/xml; charset=utf-8';
/** Crawlers come back when they like; the answers carry Last-Modified and are cheap to revalidate. */
const CACHE_CONTROL = 'public, max-age=300';

/** 304 when the caller's copy is as new as `modified` (one-second precision, as HTTP dates have). */
function notModified(request: FastifyRequest, reply: FastifyReply, modified: Date): boolean {
  reply.header('last-modified', modified.toUTCString());
  reply.header('cache-control', CACHE_CONTROL);
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since;
}

/**
 * What crawlers and marketplaces read, at the site's root: `/robots.txt`, the sitemap index `/sitemap.xml`
 * and its parts `/sitemap-<n>.xml`, and the Yandex Market feed `/yml.xml` (gzip). Addresses in them are
 * absolute: `SITE_URL`, else the request's own.
 */
export const feedsRoutes: FastifyPluginAsyncZod<FeedsOptions> = async (app, { dataDir }) => {
  const siteUrl = app.settings.SITE_URL ?? null;
  const perPart = app.settings.SITEMAP_URLS;
  const waitMs = app.settings.FEED_WAIT_MS;
  const feeds = new FeedStore(
    path.join(dataDir, 'feeds'),
    // Built once per catalogue version, which a change of the shop's settings moves too.
    async (origin, date, write) => {
      const settings = await app.shop.settings();
      await write(ymlHead(origin, date, await sections(app.db), settings));
      for await (const batch of offers(app.db))
        await write(offersXml(batch, origin, settings.stock.outOfStock));
      await write(YML_TAIL);
    },
    waitMs,
  );
  const tags = ['feeds'];

  app.get(
    '/robots.txt',
    { schema: { tags, summary: 'Правила для поисковых роботов' } },
    async (request, reply) => {
      const lines = [
        'User-agent: *',
        ...ROBOTS_DISALLOWED_PATHS.map((closed) => `Disallow: ${closed}`),
        '',
        `Sitemap: ${originOf(request, siteUrl)}/sitemap.xml`,
      ];
      reply.header('cache-control', CACHE_CONTROL);
      return reply.type('text/plain; charset=utf-8').send(`${lines.join('\n')}\n`);
    },
  );

  app.get('/sitemap.xml', { schema: { tags, summary: 'Индекс карты сайта' } }, async (request, reply) => {
    const origin = originOf(request, siteUrl);
    const { version, modified } = await catalogueVersion(app.db);
    if (notModified(request, reply, modified)) return reply.code(304).send();
    const plan = await sitemapPlan(app.db, version, perPart);
    return reply.type(XML).send(sitemapIndex(origin, plan, modified));
  });

  app.get(
    '/sitemap-:file',
    {
      schema: {
        tags,
        summary: 'Часть карты сайта: страницы, разделы каталога и товары',
        params: z.object({ file: z.string().describe('«1.xml», «2.xml» …') }),
      },
    },
    async (request, reply) => {
      const part = Number(/^([1-9]\d{0,5})\.xml$/.exec(request.params.file)?.[1] ?? NaN);
      const origin = originOf(request, siteUrl);
      const { version, modified } = await catalogueVersion(app.db);
      const plan = await sitemapPlan(app.db, version, perPart);
      if (!(part <= partCount(plan))) {
        throw notFound(`Нет такой части карты сайта; их список — в ${origin}/sitemap.xml`);
      }
      if (notModified(request, reply, modified)) return reply.code(304).send();
      return reply.type(XML).send(Readable.from(sitemapPart(app.db, origin, plan, part, modified)));
    },
  );

  const ymlRoute = async (request: FastifyRequest, reply: FastifyReply, asFile: boolean) => {
    const origin = originOf(request, siteUrl);
    const { version } = await catalogueVersion(app.db);
    let handle;
    try {
      const feed = await feeds.get(version, origin);
      handle = await open(feed.path);
      if (notModified(request, reply, feed.generated)) {
        await handle.close();
        return reply.code(304).send();
      }
    } catch (error) {
      await handle?.close();
      if (error instanceof TooManyOrigins) {
        throw new HttpError(
          421,
          `Лента товаров строится не более чем для ${MAX_ORIGINS} адресов сайта; запросите её по адресу магазина`,
        );
      }
      request.log.error({ err: error }, 'the YML feed could not be built');
      reply.header('retry-after', '60');
      throw new HttpError(503, 'Лента товаров временно недоступна, повторите запрос через минуту');
    }
    const stream = handle.createReadStream();
    if (asFile) return reply.type('application/gzip').send(stream);
    reply.type(XML).header('vary', 'Accept-Encoding');
    if (acceptsGzip(request)) return reply.header('content-encoding', 'gzip').send(stream);
    return reply.send(stream.pipe(zlib.createGunzip()));
  };
  const summary = 'Каталог в формате Яндекс Маркета (YML), сжатый gzip';
  app.get('/yml.xml', { schema: { tags, summary } }, (request, reply) => ymlRoute(request, reply, false));
  app.get('/yml.xml.gz', { schema: { tags, summary: `${summary}: файл .gz` } }, (request, reply) =>
    ymlRoute(request, reply, true),
  );
};
