import {
  categorySchema,
  categoryTreeSchema,
  listingFiltersQuerySchema,
  listingFiltersSchema,
  listingQuerySchema,
  listingSchema,
  itemSchema,
  itemsQuerySchema,
  itemsSchema,
  searchFiltersQuerySchema,
  searchQuerySchema,
  searchSchema,
} from '@shop/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CatalogueFreshness } from '../../catalogue/freshness';
import { countStatements } from '../../db/statements';
import { PACKED_ANSWER, sendAnswer } from '../../http/cache';
import { notFound } from '../../http/errors';
import { errorResponses } from '../../http/schemas';
import { parseImageName, renderImage } from './images';
import { categoryParamsSchema, imageParamsSchema, itemParamsSchema, listingParamsSchema } from './schemas';
import { filterFacets, filtersKey, paramsKey, readQueryFilters } from './filters';
import { Gate, ReadsFirst } from './gate';
import { type SearchRun, search, searchFacets } from './search';
import { listing } from './listing';
import { categoryTree, findCategory, item, items } from './service';
import { findSection, listingFilters, sectionPath, sectionScope } from './section';
import { CatalogueShares } from './shares';
import { catalogVersion } from './version';

/** Browsers and CDNs may keep catalogue answers this long (products change through the admin's tools). */
const MAX_AGE = 60;
const errors = errorResponses(400, 404, 429);
const searchErrors = errorResponses(400, 404, 429, 503);
/** The longest a search's statement waits for the reads in flight (gate.ts ReadsFirst). */
const READS_FIRST_MAX_WAIT_MS = 50;

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const cache = app.catalogCache;
  // A change made by another API process on the same database (an admin's edit, an exchange) empties this
  // process's answers within a second, not at the end of their lifetime.
  const freshness = new CatalogueFreshness(
    () => catalogVersion(db),
    () => cache.clear(),
  );
  /**
   * The answer at `key`. A kept one waits until the catalogue's version has been read within the second; one
   * computed from the database does not wait for that read (it was one more round trip, queued on PGlite's
   * one session, for a request every second).
   */
  const answerFor = async (key: string, build: () => Promise<unknown>) => {
    const checked = freshness.check();
    if (cache.has(key)) await checked;
    else checked.catch(() => undefined); // a failed read is tried again; the build meets the database itself
    return cache.get(key, build);
  };
  const shares = new CatalogueShares(app.limits, (error) =>
    app.log.error({ err: error }, 'catalogue shares not written'),
  );
  app.addHook('onClose', () => shares.flush());
  // PGlite runs statements on the event loop: one search at a time leaves it to the other requests in
  // between its statements. PostgreSQL runs them in its own processes.
  const pglite = app.database.kind === 'pglite';
  const gate = new Gate({
    width: app.settings.SEARCH_CONCURRENCY ?? (pglite ? 1 : 4),
    queue: app.settings.SEARCH_QUEUE,
    waitMs: app.settings.SEARCH_WAIT_MS,
  });
  const reads = new ReadsFirst(READS_FIRST_MAX_WAIT_MS);
  const run: SearchRun = {
    budgetMs: app.settings.SEARCH_BUDGET_MS,
    admit: (work) => gate.run(work),
    // PostgreSQL runs a read beside a search's statement; PGlite one after the other.
    turn: pglite ? () => reads.clear() : () => Promise.resolve(),
    report: app.metrics.searchWork,
  };
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

  /**
   * An answer computed from the database (not from the cache): counted against the caller's share and its
   * statements in the metrics (`shop_catalog_statements`).
   */
  const computed = async <T>(
    call: 'search' | 'search-filters' | 'item' | 'items' | 'listing' | 'filters',
    ip: string,
    build: () => Promise<T>,
  ): Promise<T> => {
    if (call.startsWith('search')) shares.search(ip);
    else shares.read(ip);
    const { result, statements } = await countStatements(build);
    app.metrics.catalogWork(call, statements);
    return result;
  };

  // The catalogue modal needs the same tree as the category index.
  for (const [url, summary] of [
    ['/', 'Дерево категорий'],
    ['/menu', 'Данные окна «Каталог»: категории, подкатегории и их разделы'],
  ] as const) {
    app.get(
      url,
      { ...PACKED_ANSWER, schema: { tags: ['catalog'], summary, response: { 200: categoryTreeSchema } } },
      async (request, reply) =>
        sendAnswer(request, reply, await answerFor('tree', () => categoryTree(db)), MAX_AGE),
    );
  }

  app.get(
    '/search',
    {
      ...PACKED_ANSWER,
      schema: {
        tags: ['catalog'],
        summary: 'Поиск товаров, с фильтрами по найденному',
        querystring: searchQuerySchema,
        response: { 200: searchSchema, ...searchErrors },
      },
    },
    async (request, reply) => {
      const { query, limit, page, sort, type: _type, ...params } = request.query;
      const key = `search:${limit}:${page}:${sort}:${query.trim().toLowerCase()}:${paramsKey(params)}`;
      const answer = await answerFor(key, () =>
        computed('search', request.ip, () =>
          search(db, query, { limit, page, sort }, params, run).then(app.metrics.searchAnswered),
        ),
      );
      return sendAnswer(request, reply, answer, MAX_AGE);
    },
  );

  app.get(
    '/search/filters',
    {
      ...PACKED_ANSWER,
      schema: {
        tags: ['catalog'],
        summary:
          'Фильтры результатов поиска: характеристики найденного, значения с числом товаров, диапазоны',
        querystring: searchFiltersQuerySchema,
        response: { 200: listingFiltersSchema, ...searchErrors },
      },
    },
    async (request, reply) => {
      const { query, ...params } = request.query;
      const answer = await answerFor(
        `search-filters:${query.trim().toLowerCase()}:${paramsKey(params)}`,
        () => computed('search-filters', request.ip, () => searchFacets(db, query, params, run)),
      );
      return sendAnswer(request, reply, answer, MAX_AGE);
    },
  );

  app.get(
    '/item/:itemCode',
    {
      ...PACKED_ANSWER,
      schema: {
        tags: ['catalog'],
        summary: 'Товар по коду',
        params: itemParamsSchema,
        response: { 200: itemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { itemCode } = request.params;
      return sendAnswer(
        request,
        reply,
        await answerFor(`item:${itemCode}`, () => computed('item', request.ip, () => item(db, itemCode))),
        MAX_AGE,
      );
    },
  );

  app.get(
    '/items',
    {
      ...PACKED_ANSWER,
      schema: {
        tags: ['catalog'],
        summary: 'Несколько товаров по кодам (обновление корзины и избранного одним запросом)',
        querystring: itemsQuerySchema,
        response: { 200: itemsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { codes } = request.query;
      const answer = await answerFor(`items:${codes}`, () =>
        computed('items', request.ip, async () => ({ items: await items(db, codes) })),
      );
      return sendAnswer(request, reply, answer, MAX_AGE);
    },
  );

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

  app.get(
    '/:category',
    {
      ...PACKED_ANSWER,
      schema: {
        tags: ['catalog'],
        summary: 'Категория с подкатегориями',
        params: categoryParamsSchema,
        response: { 200: categorySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { category } = request.params;
      const answer = await answerFor(`category:${category}`, async () =>
        findCategory(await categoryTree(db), category),
      );
      return sendAnswer(request, reply, answer, MAX_AGE);
    },
  );

  // A level-1 subcategory lists its level-2 sections' items too; both levels share one handler.
  for (const url of ['/:category/:primary', '/:category/:primary/:secondary']) {
    app.get(
      url,
      {
        ...PACKED_ANSWER,
        schema: {
          tags: ['catalog'],
          summary: 'Товары подкатегории (вместе с её разделами) или раздела второго уровня, с фильтрами',
          params: listingParamsSchema,
          querystring: listingQuerySchema,
          response: { 200: listingSchema, ...errors },
        },
      },
      async (request, reply) => {
        const path = sectionPath(request.params);
        const { filters, scope } = await listingFilters(db, request.query, await findSection(db, path));
        const { limit, page, sort } = request.query;
        const answer = await answerFor(
          `listing:${path}:${sort}:${limit}:${page}:${filtersKey(filters)}`,
          () => computed('listing', request.ip, () => listing(db, scope, filters, { limit, page, sort })),
        );
        return sendAnswer(request, reply, answer, MAX_AGE);
      },
    );
    // A separate call, so the listing keeps the spec's shape and each answer is cached on its own.
    app.get(
      `${url}/filters`,
      {
        ...PACKED_ANSWER,
        schema: {
          tags: ['catalog'],
          summary: 'Фильтры листинга: характеристики раздела, их значения с числом товаров, диапазоны',
          params: listingParamsSchema,
          querystring: listingFiltersQuerySchema,
          response: { 200: listingFiltersSchema, ...errors },
        },
      },
      async (request, reply) => {
        const path = sectionPath(request.params);
        const scope = await sectionScope(db, await findSection(db, path));
        const filters = readQueryFilters(request.query, scope);
        const answer = await answerFor(`filters:${path}:${filtersKey(filters)}`, () =>
          computed('filters', request.ip, () => filterFacets(db, filters, scope)),
        );
        return sendAnswer(request, reply, answer, MAX_AGE);
      },
    );
  }
};
