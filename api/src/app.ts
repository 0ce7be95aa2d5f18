import path from 'node:path';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Database, type Db, openDatabase } from './db/client';
import { AnswerCache } from './http/cache';
import { BROTLI_OPTIONS } from './http/encoding';
import { errorHandler, frameworkErrorHandler, notFoundHandler } from './http/errors-plugin';
import { API_PREFIX } from './http/schemas';
import { authPlugin } from './auth/plugin';
import { passwordHashCost } from './auth/passwords';
import { accessTokenTtlSeconds } from './auth/tokens';
import {
  CatalogueFreshness,
  catalogPlugin,
  catalogVersion,
  catalogueFilesPlugin,
  catalogueService,
  feedsPlugin,
  picturesPlugin,
  pricesPlugin,
  productsPlugin,
  readIntoBuffers,
  warmLexicon,
  warmListings,
} from './modules/catalogue';
import { callbackPlugin } from './modules/callback';
import { confirmedEmailOf, ensureAdmin, userPlugin } from './modules/accounts';
import { deskPlugin } from './modules/desk';
import { exchangeAdminPlugin, exchangePlugin } from './modules/exchange';
import { ordersPlugin } from './modules/orders';
import { intSetting, maxOffSaleShareSetting, numberSetting } from './ops/settings';
import { DEFAULT_ITEMS } from './seed/generator';
import { ensureSeeded } from './seed/startup';
import { configureRussianMessages } from './validation/messages';
import { Mailer, mailSettings } from './mail';
import {
  LoopMonitor,
  type Peers,
  RequestLog,
  ShopMetrics,
  loggerOptions,
  observability,
  opsRoutes,
  requestId,
  trustProxySetting,
} from './ops';

export { SERVER_V8_FLAGS, bundledEntry } from './bundle';
export { closeGracefully, closeOnSignals, intSetting, LoopMonitor } from './ops';
export type { PeerEvent, Peers, ProcessFigures } from './ops';
export type { ThreadMemory } from './db/embedded-thread';
export { lockDataDir } from './db/lock';
export { startEmbedded } from './db/embedded';
export { acceptedEncoding, acceptsGzip } from './http/encoding';
/** `app.catalogue`: the catalogue's public reads asked in process (the server renderer's data). */
export type { Catalogue, CatalogueAnswer } from './modules/catalogue';

export interface AppOptions {
  logger?: boolean | FastifyServerOptions['logger'];
  /** PGlite directory, default process.env.DATA_DIR ?? '.data' (relative to cwd). */
  dataDir?: string;
  /** PostgreSQL server, default process.env.DATABASE_URL; wins over dataDir. */
  databaseUrl?: string;
  /** Registered at the root by the serving script: static files, /remotes.json, the root not-found handler. */
  site?: FastifyPluginAsync;
  /** Demo catalogue size on first start (an empty database), default process.env.SEED_ITEMS ?? 15 000. */
  seedItems?: number;
  /** Cache catalogue answers in memory (default: unless ANSWER_CACHE=off); the benchmark measures both. */
  answerCache?: boolean;
  /** The shop's other processes (`npm start`'s supervisor); unset: this process is the whole shop. */
  peers?: Peers;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
    /** Serialised catalogue answers; clear it after changing catalogue data (prices). */
    catalogCache: AnswerCache;
    /**
     * How many catalogue changes this process knows of, counted up by every clear of the answer cache (this
     * process's writes, a change another writer made read from the database's version within a second) and
     * every change another process of the shop tells: a page kept for a count is not the catalogue's now.
     * The database's version is read in the background: the count does not wait for it.
     */
    catalogueStamp(): number;
    /** Prometheus metrics (`/api/metrics`); plugins count their events here. */
    metrics: ShopMetrics;
    /** The e-mail outbox: letters written in a transaction, sent by a background worker. */
    mailer: Mailer;
  }
}

export const BODY_LIMIT = 1024 * 1024;

/** Builds the whole API (not listening): `app.close()` closes the database too. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  configureRussianMessages();
  const app = Fastify({
    logger: loggerOptions(options.logger ?? false),
    // X-Request-Id when the caller sends a usable one (a proxy's), else a new UUID; sent back on every answer.
    genReqId: requestId,
    requestIdHeader: false,
    logController: new RequestLog(),
    trustProxy: trustProxySetting(process.env),
    bodyLimit: BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    frameworkErrors: frameworkErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  // A wrong setting stops the start before the database is opened (and costs nothing to find).
  accessTokenTtlSeconds();
  if (passwordHashCost() === 'test')
    app.log.warn('PASSWORD_HASH_COST=test: cheap password hashes, for tests only');
  try {
    const database = await openDatabase({
      dataDir: options.dataDir,
      databaseUrl: options.databaseUrl,
      poolSize: intSetting(process.env, 'DATABASE_POOL_SIZE', 10, 1, 1_000),
    });
    app.addHook('onClose', () => database.close());
    app.decorate('database', database);
    app.decorate('db', database.db);
    const metrics = new ShopMetrics(database.db);
    app.decorate('metrics', metrics);
    const { peers } = options;
    if (database.threadMemory) metrics.watchDatabaseThread(database.threadMemory);
    else if (peers) metrics.watchDatabaseThread(async () => peers.databaseThread());
    if (peers) metrics.watchProcesses(() => peers.figures());
    else {
      const monitor = new LoopMonitor();
      app.addHook('onClose', async () => monitor.stop());
      metrics.watchProcesses(() => ({ api: monitor.figures() }));
    }
    let catalogueChanges = 0;
    const catalogCache = new AnswerCache(
      (options.answerCache ?? process.env.ANSWER_CACHE !== 'off') ? 10_000 : 0,
      Math.round(numberSetting(process.env, 'ANSWER_CACHE_MB', 64, 0.1, 65_536) * 1024 * 1024),
      {
        onLookup: metrics.cacheLookup,
        onEvict: metrics.cacheEvicted,
        onClear: () => {
          catalogueChanges += 1;
          peers?.tell('catalog-changed');
        },
      },
    );
    peers?.on('catalog-changed', () => {
      catalogueChanges += 1;
      catalogCache.drop();
    });
    // A change by a writer nobody tells (another shop on the same PostgreSQL, an import): read from the
    // catalogue's version at most once a second; a new one clears the cache, which counts the change.
    const freshness = new CatalogueFreshness(
      () => catalogVersion(database.db),
      () => catalogCache.clear(),
    );
    app.decorate('catalogueStamp', () => {
      // A failed read is tried again a second later; the count stays as it is meanwhile.
      freshness.check().catch(() => undefined);
      return catalogueChanges;
    });
    metrics.watchCache(catalogCache);
    app.decorate('catalogCache', catalogCache);
    const mailer = new Mailer(database, mailSettings(), {
      log: app.log.child({ component: 'mail' }),
      onSent: metrics.letterSent,
      onFailed: metrics.letterFailed,
      sentElsewhere: peers && !peers.sendsLetters ? () => peers.tell('letters-written') : undefined,
    });
    if (peers?.sendsLetters) peers.on('letters-written', () => mailer.wake());
    app.decorate('mailer', mailer);
    app.addHook('onReady', async () => mailer.start());
    // Registered after the database's hook, so it runs first (onClose hooks run last-in, first-out).
    app.addHook('onClose', () => mailer.stop());
    // SEED_ITEMS=0: no demo catalogue; /api/ready answers 503 until a catalogue is loaded.
    const seedItems =
      options.seedItems ?? intSetting(process.env, 'SEED_ITEMS', DEFAULT_ITEMS, 0, 10_000_000);
    if (seedItems > 0) await ensureSeeded(database, { items: seedItems, log: app.log });
    await ensureAdmin(database.db, app.log);
    // Before the port opens, so the first buyer's listing and search do not pay for the session's first reads.
    app.addHook('onReady', () =>
      (database.kind === 'pglite' ? readIntoBuffers(database.db) : Promise.resolve())
        .then(() => warmListings(database.db))
        .then(() => warmLexicon(database.db))
        .catch((error: unknown) => app.log.warn({ err: error }, 'catalogue not warmed')),
    );

    await app.register(observability(metrics));
    await app.register(catalogueService);
    // Feeds and uploaded pictures keep their files here (beside PGlite's folder, or `.data` on PostgreSQL).
    const dataDir = options.dataDir ?? (process.env.DATA_DIR || '.data');

    // Helmet's middleware made once: the Fastify plugin made it anew for every request (a twentieth of a
    // millisecond of the request thread per answer).
    const secureHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          // Pictures, map tiles and an embedded map may come from other origins; scripts only from this one.
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'frame-src': ["'self'", 'https:'],
          'connect-src': ["'self'"],
          // The shop is served over plain HTTP locally; upgrading would break every request there.
          'upgrade-insecure-requests': null,
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    // Helmet 8 throws its errors rather than passing them on.
    app.addHook('onRequest', (request, reply, done) => secureHeaders(request.raw, reply.raw, () => done()));
    await app.register(compress, {
      threshold: 1024,
      brotliOptions: BROTLI_OPTIONS,
    });
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'API магазина',
          description: 'Каталог, поиск, учётные записи и заказы',
          version: '1.0.0',
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs`, staticCSP: true });

    await app.register(
      async (api) => {
        api.setNotFoundHandler(notFoundHandler);
        await api.register(opsRoutes(database, metrics));
        // The catalogue's fair share counts on the auth plugin's limits.
        await api.register(authPlugin);
        await api.register(catalogPlugin, { prefix: '/catalog' });
        const picturesFolder = process.env.PICTURES_DIR || path.join(dataDir, 'pictures');
        await api.register(picturesPlugin, { prefix: '/pictures', folder: picturesFolder });
        await api.register(userPlugin, { prefix: '/user' });
        await api.register(ordersPlugin, { prefix: '/user', confirmedEmailOf });
        await api.register(callbackPlugin, { prefix: '/callback' });
        await api.register(pricesPlugin, { prefix: '/admin' });
        await api.register(productsPlugin, { prefix: '/admin/products' });
        await api.register(catalogueFilesPlugin, {
          prefix: '/admin/catalogueFiles',
          folder: path.join(dataDir, 'imports'),
          maxOffSaleShare: maxOffSaleShareSetting(process.env),
        });
        await api.register(deskPlugin, { prefix: '/desk' });
        const exchangeFolders = {
          folder: process.env.EXCHANGE_DIR || path.join(dataDir, 'exchange-1c'),
          picturesFolder,
        };
        await api.register(exchangePlugin, { prefix: '/1c', ...exchangeFolders });
        await api.register(exchangeAdminPlugin, { prefix: '/admin/exchange-1c', ...exchangeFolders });
      },
      { prefix: API_PREFIX },
    );
    // robots.txt, the sitemap and the YML feed live at the site's root, beside the site (or alone).
    await app.register(feedsPlugin, { dataDir });
    if (options.site) await app.register(fp(options.site));
    else app.setNotFoundHandler(notFoundHandler);
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
