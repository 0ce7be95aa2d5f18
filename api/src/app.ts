import path from 'node:path';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { makeBackup, readBackupManifest } from './backup';
import { backupRoutes } from './backup/routes';
import { backupPlugin } from './backup/schedule-plugin';
import { databasePlugin } from './db/plugin';
import { catalogueCachePlugin } from './http/catalogue-cache';
import { BROTLI_OPTIONS } from './http/encoding';
import { errorHandler, frameworkErrorHandler, notFoundHandler } from './http/errors-plugin';
import { API_PREFIX } from './http/schemas';
import { authPlugin } from './auth/plugin';
import {
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
import {
  confirmedEmailOf,
  ensureAdmin,
  hasAccount,
  peopleOf,
  sessionAccount,
  userPlugin,
} from './modules/accounts';
import { deskPlugin } from './modules/desk';
import { exchangeAdminPlugin, exchangePlugin } from './modules/exchange';
import { ordersPlugin } from './modules/orders';
import { shopService, shopSettingsPlugin, sitePlugin } from './modules/shop';
import { ensureSeeded } from './seed/startup';
import { type Settings, readSettings, settingsPlugin } from './settings';
import { configureRussianMessages } from './validation/messages';
import { mailerPlugin } from './mail/plugin';
import {
  type Peers,
  RequestLog,
  loggerOptions,
  metricsPlugin,
  observability,
  opsRoutes,
  requestId,
} from './ops';

export { SERVER_V8_FLAGS, bundledEntry } from './bundle';
export { closeGracefully, closeOnSignals, LoopMonitor } from './ops';
export type { PeerEvent, Peers, ProcessFigures } from './ops';
export type { ThreadMemory } from './db/embedded-thread';
export { lockDataDir } from './db/lock';
export { type BackupManifest, makeBackup, readBackupManifest } from './backup';
export { serveControl } from './backup/control';
export { startEmbedded } from './db/embedded';
export { acceptedEncoding, acceptsGzip } from './http/encoding';
export { type BackupControl, BackupScheduler, type BackupState, type StartOutcome } from './backup/scheduler';
export { type SettingName, type Settings, SETTING_GROUPS, readSettings, settingsSchema } from './settings';
/** `app.catalogue`: the catalogue's public reads asked in process (the server renderer's data). */
export type { Catalogue, CatalogueAnswer } from './modules/catalogue';

export interface AppOptions {
  logger?: boolean | FastifyServerOptions['logger'];
  /** The settings, read once at start (settings/schema.ts); unset: read from the environment now. */
  settings?: Settings;
  /** PGlite's folder instead of DATA_DIR (relative to cwd). */
  dataDir?: string;
  /** PostgreSQL server instead of DATABASE_URL; wins over dataDir. */
  databaseUrl?: string;
  /** Registered at the root by the serving script: static files, /remotes.json, the root not-found handler. */
  site?: FastifyPluginAsync;
  /** Demo catalogue size on first start (an empty database) instead of SEED_ITEMS. */
  seedItems?: number;
  /** Cache catalogue answers in memory, whatever ANSWER_CACHE says; the benchmark measures both. */
  answerCache?: boolean;
  /** The shop's other processes (`npm start`'s supervisor); unset: this process is the whole shop. */
  peers?: Peers;
}

export const BODY_LIMIT = 1024 * 1024;

/** Builds the whole API (not listening): `app.close()` closes the database too. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  configureRussianMessages();
  // A wrong setting stops the start before anything is opened, naming the variable.
  const settings = options.settings ?? readSettings();
  const app = Fastify({
    logger: loggerOptions(options.logger ?? false),
    // X-Request-Id when the caller sends a usable one (a proxy's), else a new UUID; sent back on every answer.
    genReqId: requestId,
    requestIdHeader: false,
    logController: new RequestLog(),
    trustProxy: settings.TRUST_PROXY,
    bodyLimit: BODY_LIMIT,
    // Opening and migrating the database is a plugin's work, and takes as long as it takes: no bound.
    pluginTimeout: 0,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    frameworkErrors: frameworkErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  try {
    await app.register(settingsPlugin, { settings });
    if (settings.PASSWORD_HASH_COST === 'test')
      app.log.warn('PASSWORD_HASH_COST=test: cheap password hashes, for tests only');
    const { peers } = options;
    await app.register(databasePlugin, {
      dataDir: options.dataDir,
      databaseUrl: options.databaseUrl,
      settings,
    });
    await app.register(metricsPlugin, { peers });
    await app.register(backupPlugin, {
      peers,
      make: (shop, outFile) => makeBackup(shop.settings, outFile, { pglite: shop.database.snapshots }),
      readManifest: readBackupManifest,
    });
    await app.register(catalogueCachePlugin, {
      answerCache: options.answerCache,
      peers,
      readVersion: catalogVersion,
    });
    await app.register(mailerPlugin, { peers, hasAccount });
    const { database } = app;
    // SEED_ITEMS=0: no demo catalogue; /api/ready answers 503 until a catalogue is loaded.
    const seedItems = options.seedItems ?? settings.SEED_ITEMS;
    if (seedItems > 0) await ensureSeeded(database, { items: seedItems, log: app.log });
    await ensureAdmin(database.db, app.log, settings);
    // Before the port opens, so the first buyer's listing and search do not pay for the session's first reads.
    app.addHook('onReady', () =>
      (database.kind === 'pglite' ? readIntoBuffers(database.db) : Promise.resolve())
        .then(() => warmListings(database.db))
        .then(() => warmLexicon(database.db))
        .catch((error: unknown) => app.log.warn({ err: error }, 'catalogue not warmed')),
    );

    await app.register(observability);
    // The owner's settings: before the plugins that read them (the catalogue, pages, letters, the invoice, the feed).
    await app.register(shopService);
    await app.register(catalogueService);
    // Feeds and uploaded pictures keep their files here (beside PGlite's folder, or `.data` on PostgreSQL).
    const dataDir = options.dataDir ?? settings.DATA_DIR;

    // Helmet's middleware made once: the Fastify plugin made it anew for every request.
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
        await api.register(opsRoutes);
        // The catalogue's fair share counts on the auth plugin's limits.
        await api.register(authPlugin, { sessionAccount });
        await api.register(catalogPlugin, { prefix: '/catalog' });
        const picturesFolder = settings.PICTURES_DIR ?? path.join(dataDir, 'pictures');
        await api.register(picturesPlugin, { prefix: '/pictures', folder: picturesFolder });
        await api.register(userPlugin, { prefix: '/user' });
        await api.register(ordersPlugin, { prefix: '/user', confirmedEmailOf });
        await api.register(callbackPlugin, { prefix: '/callback' });
        await api.register(pricesPlugin, { prefix: '/admin', peopleOf });
        await api.register(productsPlugin, { prefix: '/admin/products' });
        await api.register(catalogueFilesPlugin, {
          prefix: '/admin/catalogueFiles',
          folder: path.join(dataDir, 'imports'),
          maxOffSaleShare: settings.IMPORT_OFF_SALE_MAX_SHARE,
        });
        await api.register(deskPlugin, { prefix: '/desk' });
        const exchangeFolders = {
          folder: settings.EXCHANGE_DIR ?? path.join(dataDir, 'exchange-1c'),
          picturesFolder,
        };
        await api.register(exchangePlugin, { prefix: '/1c', ...exchangeFolders });
        await api.register(exchangeAdminPlugin, { prefix: '/admin/exchange-1c', ...exchangeFolders });
        await api.register(backupRoutes, { prefix: '/admin/backups', readManifest: readBackupManifest });
        await api.register(sitePlugin, { prefix: '/site' });
        await api.register(shopSettingsPlugin, { prefix: '/admin/settings', peopleOf, picturesFolder });
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
