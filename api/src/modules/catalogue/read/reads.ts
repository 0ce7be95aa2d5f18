import type {
  itemsQuerySchema,
  listingFiltersQuerySchema,
  listingQuerySchema,
  searchFiltersQuerySchema,
  searchQuerySchema,
} from '@shop/shared/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { Limits } from '../../../auth/limits';
import type { Database } from '../../../db/client';
import { countStatements } from '../../../db/statements';
import type { AnswerCache, CachedAnswer } from '../../../http/cache';
import type { ShopMetrics } from '../../../ops/metrics';
import type { Settings } from '../../../settings';
import { catalogVersion } from '../model/version';
import type { OutOfStock } from '../model/stock';
import { Gate, ReadsFirst } from '../search/gate';
import { type SearchRun, search, searchFacets } from '../search/search';
import { filterFacets, filtersKey, paramsKey, readQueryFilters } from './filters';
import { CatalogueFreshness } from './freshness';
import { listing } from './listing';
import { findSection, listingFilters, sectionPath, sectionScope } from './section';
import { categoryTree, findCategory, item, items } from './service';
import { CatalogueShares } from './shares';

/** The longest a search's statement waits for the reads in flight (gate.ts ReadsFirst). */
const READS_FIRST_MAX_WAIT_MS = 50;

/** An answer of the catalogue's public reads, as its HTTP route sends it: the status and the JSON value. */
export interface CatalogueAnswer {
  status: number;
  body: unknown;
}

/** The slugs of a listing's section: a level-1 subcategory or a level-2 section under it. */
export interface SectionSlugs {
  category: string;
  primary: string;
  secondary?: string;
}

/** The queries as their routes' schemas hand them over (defaults filled in). */
export type SearchQuery = z.output<typeof searchQuerySchema>;
export type SearchFiltersQuery = z.output<typeof searchFiltersQuerySchema>;
export type ItemsQuery = z.output<typeof itemsQuerySchema>;
export type ListingQuery = z.output<typeof listingQuerySchema>;
export type ListingFiltersQuery = z.output<typeof listingFiltersQuerySchema>;

type Call = 'search' | 'search-filters' | 'item' | 'items' | 'listing' | 'filters';

export interface CatalogueReadsOptions {
  database: Database;
  cache: AnswerCache;
  metrics: ShopMetrics;
  log: FastifyBaseLogger;
  settings: Settings;
  /** The owner's current choice for products without stock (the shop's settings, memoised by version). */
  outOfStock: () => Promise<OutOfStock>;
}

/**
 * The catalogue's public reads, each an answer from the answer cache or computed from the database and counted
 * against the caller's fair share. The HTTP routes (routes.ts) and the in-process reads of the server renderer
 * (in-process.ts) both call these, so a page rendered on the server costs its visitor what the browser's call
 * would, and fills the same cache.
 */
export class CatalogueReads {
  private readonly db: Database['db'];
  private readonly cache: AnswerCache;
  private readonly metrics: ShopMetrics;
  /**
   * A change made by another API process on the same database (an admin's edit, an exchange) empties this
   * process's answers within a second, not at the end of their lifetime.
   */
  private readonly freshness: CatalogueFreshness;
  private readonly shares: CatalogueShares;
  private readonly gate: Gate;
  private readonly reads = new ReadsFirst(READS_FIRST_MAX_WAIT_MS);
  private readonly run: SearchRun;
  private readonly outOfStock: () => Promise<OutOfStock>;

  constructor({ database, cache, metrics, log, settings, outOfStock }: CatalogueReadsOptions) {
    const { db } = database;
    this.db = db;
    this.outOfStock = outOfStock;
    this.cache = cache;
    this.metrics = metrics;
    this.freshness = new CatalogueFreshness(
      () => catalogVersion(db),
      () => cache.clear(),
    );
    // The limits are counted in the database: this instance counts with every other on it.
    this.shares = new CatalogueShares(new Limits(db), (error) =>
      log.error({ err: error }, 'catalogue shares not written'),
    );
    // PGlite runs statements on the event loop: one search at a time leaves it to the other requests in
    // between its statements. PostgreSQL runs them in its own processes.
    const pglite = database.kind === 'pglite';
    this.gate = new Gate({
      width: settings.SEARCH_CONCURRENCY ?? (pglite ? 1 : 4),
      queue: settings.SEARCH_QUEUE,
      waitMs: settings.SEARCH_WAIT_MS,
    });
    this.run = {
      budgetMs: settings.SEARCH_BUDGET_MS,
      admit: (work) => this.gate.run(work),
      // PostgreSQL runs a read beside a search's statement; PGlite one after the other.
      turn: pglite ? () => this.reads.clear() : () => Promise.resolve(),
      report: metrics.searchWork,
    };
  }

  /** A read other than a search starts: searches' statements let it go first (gate.ts ReadsFirst). */
  enter(): void {
    this.reads.enter();
  }

  /** That read has its answer, or its caller went away. */
  leave(): void {
    this.reads.leave();
  }

  /** Writes the callers' counts not yet written (when the app closes). */
  close(): Promise<void> {
    return this.shares.flush();
  }

  tree(): Promise<CachedAnswer> {
    return this.answerFor('tree', () => categoryTree(this.db));
  }

  category(slug: string): Promise<CachedAnswer> {
    return this.answerFor(`category:${slug}`, async () => findCategory(await categoryTree(this.db), slug));
  }

  search(
    ip: string,
    { query, limit, page, sort, type: _type, ...params }: SearchQuery,
  ): Promise<CachedAnswer> {
    const key = `search:${limit}:${page}:${sort}:${query.trim().toLowerCase()}:${paramsKey(params)}`;
    return this.answerFor(key, () =>
      this.computed('search', ip, (outOfStock) =>
        search(this.db, query, { limit, page, sort }, outOfStock, params, this.run).then(
          this.metrics.searchAnswered,
        ),
      ),
    );
  }

  searchFilters(ip: string, { query, ...params }: SearchFiltersQuery): Promise<CachedAnswer> {
    return this.answerFor(`search-filters:${query.trim().toLowerCase()}:${paramsKey(params)}`, () =>
      this.computed('search-filters', ip, (outOfStock) =>
        searchFacets(this.db, query, params, outOfStock, this.run),
      ),
    );
  }

  item(ip: string, itemCode: string): Promise<CachedAnswer> {
    return this.answerFor(`item:${itemCode}`, () =>
      this.computed('item', ip, (outOfStock) => item(this.db, itemCode, outOfStock)),
    );
  }

  items(ip: string, { codes }: ItemsQuery): Promise<CachedAnswer> {
    return this.answerFor(`items:${codes}`, () =>
      this.computed('items', ip, async (outOfStock) => ({ items: await items(this.db, codes, outOfStock) })),
    );
  }

  async listing(ip: string, slugs: SectionSlugs, query: ListingQuery): Promise<CachedAnswer> {
    const path = sectionPath(slugs);
    const { filters, scope } = await listingFilters(this.db, query, await findSection(this.db, path));
    const { limit, page, sort } = query;
    return this.answerFor(`listing:${path}:${sort}:${limit}:${page}:${filtersKey(filters)}`, () =>
      this.computed('listing', ip, (outOfStock) =>
        listing(this.db, scope, filters, { limit, page, sort }, outOfStock),
      ),
    );
  }

  async filters(ip: string, slugs: SectionSlugs, query: ListingFiltersQuery): Promise<CachedAnswer> {
    const path = sectionPath(slugs);
    const scope = await sectionScope(this.db, await findSection(this.db, path));
    const filters = readQueryFilters(query, scope);
    return this.answerFor(`filters:${path}:${filtersKey(filters)}`, () =>
      this.computed('filters', ip, (outOfStock) => filterFacets(this.db, filters, scope, outOfStock)),
    );
  }

  /**
   * The answer at `key`. A kept one waits until the catalogue's version has been read within the second; one
   * computed from the database does not wait for that read (it was one more round trip, queued on PGlite's
   * one session, for a request every second).
   */
  private async answerFor(key: string, build: () => Promise<unknown>): Promise<CachedAnswer> {
    const checked = this.freshness.check();
    if (this.cache.has(key)) await checked;
    else checked.catch(() => undefined); // a failed read is tried again; the build meets the database itself
    return this.cache.get(key, build);
  }

  /**
   * An answer computed from the database (not from the cache): counted against the caller's share and its
   * statements in the metrics (`shop_catalog_statements`). It is built with the owner's choice for products
   * without stock, read before the count (the shop's settings, not catalogue work).
   */
  private async computed<T>(
    call: Call,
    ip: string,
    build: (outOfStock: OutOfStock) => Promise<T>,
  ): Promise<T> {
    if (call.startsWith('search')) this.shares.search(ip);
    else this.shares.read(ip);
    const outOfStock = await this.outOfStock();
    const { result, statements } = await countStatements(() => build(outOfStock));
    this.metrics.catalogWork(call, statements);
    return result;
  }
}
