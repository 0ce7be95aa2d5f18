import fp from 'fastify-plugin';
import { CatalogueFreshness } from '../modules/catalogue';
import type { Db } from '../db/client';
import type { Peers } from '../ops/peers';
import { AnswerCache } from './cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Serialised catalogue answers; clear it after changing catalogue data (prices). */
    catalogCache: AnswerCache;
    /**
     * How many catalogue changes this process knows of, counted up by every clear of the answer cache (this
     * process's writes, a change another writer made read from the database's version within a second) and
     * every change another process of the shop tells: a page kept for a count is not the catalogue's now.
     * The database's version is read in the background: the count does not wait for it.
     */
    catalogueStamp(): number;
  }
}

export interface CatalogueCacheOptions {
  /** Overrides ANSWER_CACHE (the benchmark measures both). */
  answerCache?: boolean;
  /** The shop's other processes: told of every clear, and telling theirs. */
  peers?: Peers;
  /** The catalogue's version in the database, changed by every write of products. */
  readVersion: (db: Db) => Promise<string>;
}

/** `app.catalogCache` and `app.catalogueStamp()`: the catalogue answers kept in memory while they hold. */
export const catalogueCachePlugin = fp<CatalogueCacheOptions>(
  async (app, { answerCache, peers, readVersion }) => {
    const { metrics, settings } = app;
    let catalogueChanges = 0;
    const catalogCache = new AnswerCache(
      (answerCache ?? settings.ANSWER_CACHE) ? 10_000 : 0,
      Math.round(settings.ANSWER_CACHE_MB * 1024 * 1024),
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
      () => readVersion(app.db),
      () => catalogCache.clear(),
    );
    app.decorate('catalogueStamp', () => {
      // A failed read is tried again a second later; the count stays as it is meanwhile.
      freshness.check().catch(() => undefined);
      return catalogueChanges;
    });
    metrics.watchCache(catalogCache);
    app.decorate('catalogCache', catalogCache);
  },
  { name: 'catalogue-cache', dependencies: ['settings', 'database', 'metrics'] },
);
