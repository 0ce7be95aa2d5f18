import type { ListingFiltersResponse, SearchParams, SearchResponse } from '@shop/shared/contract';
import { FILTER_PREFIX, NO_FILTERS, hasFilters } from '@shop/shared/domain';
import { type SQL, and, eq, or, sql } from 'drizzle-orm';
import { type Db, rows } from '../../../db/client';
import { products } from '../schema/catalog';
import type { FacetIndex } from '../read/facets';
import { memoPerOwner } from '../../../http/cache';
import { type Level, prepare } from './candidates';
import { ladder } from './ladder';
import { buildIndex, describeKeys, readQueryFilters } from '../read/filters';
import type { FilterScope } from '../read/scope';
import { PRODUCT, onSale, productsWhere, toProduct } from '../read/service';
import type { OutOfStock } from '../model/stock';
import { type Understood, clean, understand } from './understand';
import { CATALOG_VERSION, catalogVersion, sawVersion, versionSeen } from '../model/version';
import { SearchWork } from './work';
import { SETTING_DEFAULTS } from '../../../settings';

/**
 * Product search, in the order a shopper expects:
 * 1. an exact item code first;
 * 2. the query is understood (understand.ts): numbers with a unit or a characteristic word and price limits
 *    become conditions (query.ts), each remaining word a group of alternatives (stems, synonyms, typo
 *    corrections), a query in the wrong keyboard layout is read as switched;
 * 3. its candidates are found and ranked on a fixed ladder of steps (candidates.ts): every word, then the
 *    items with the most words — never nothing while a word names goods, and the answer says so (`relaxed`);
 * 4. the ranked ids are kept per query and sort (below), and pages and filters are cut from them here.
 */
export type SearchOptions = Pick<SearchParams, 'limit' | 'page' | 'sort'>;

/**
 * How a route runs a search's expensive work — finding and ranking a query's matches, building their filter
 * scope (not what is reused from the memo): `admit` runs it (through the gate, gate.ts), `report` is told
 * of each query's work for the metrics.
 */
export interface SearchRun {
  /**
   * The time after which a search starts no further step of its ladder and answers with what it has: the
   * steps are few and bounded, so only a machine under heavy load reaches it.
   */
  budgetMs: number;
  admit<T>(work: () => Promise<T>): Promise<T>;
  /** Resolves when the search may send its next statement (gate.ts ReadsFirst). */
  turn(): Promise<void>;
  report(work: SearchWork): void;
}

const DIRECT: SearchRun = {
  budgetMs: SETTING_DEFAULTS.SEARCH_BUDGET_MS,
  admit: (work) => work(),
  turn: () => Promise.resolve(),
  report: () => undefined,
};

/** A query's matches in one order: what its pages, its filters and its filter panel are drawn from. */
interface Matches {
  understood: Understood;
  /** The first step of the ladder with any match; null: none matches. */
  level: Level | null;
  /** That step's candidates (at most SEARCH_TOTAL_MAX), ranked in the asked order. */
  ids: number[];
  /** The budget stopped the ladder before a step with matches: not kept, the next caller searches again. */
  cut?: boolean;
  /** Their filter scope, built on the first call that filters (matchScope). */
  scope?: Promise<MatchScope | null>;
}

/**
 * A query's ranked ids are kept a short while: the next page, another page size, the results page after the
 * dropdown and the filter panel reuse them instead of finding and ranking the candidates again. An index of
 * work, not an answer cache: keyed by the catalogue's version (migration 0012, as the filters' facet
 * indexes), so a changed price or name is seen at the next request.
 */
const MATCHES_TTL_MS = 5 * 60_000;
const MAX_MATCHES = 500;
const matchesOf = memoPerOwner<Matches>(MATCHES_TTL_MS, MAX_MATCHES);

/** A search's page as read beside its matches: its products, and the catalogue's version as of that read. */
interface PageRead {
  rows: PageRow[] | null;
  version: string;
}
type PageRow = Awaited<ReturnType<typeof productsWhere>>[number];

/**
 * The query's matches in `sort` order at the catalogue's `version` (read before the items, so an entry is
 * never labelled newer than what it holds, as filters.ts), from the memo or found and ranked now; null for a
 * blank query. `page(ids)`: a page to read in the statement that ranks new matches (`read`; null when the
 * memo had them).
 */
async function matches(
  db: Db,
  version: string,
  raw: string,
  sort: SearchOptions['sort'],
  run: SearchRun,
  page?: (ids: SQL) => SQL,
): Promise<{ found: Matches; read: PageRead | null } | null> {
  const query = clean(raw);
  if (!query) return null;
  const memo = matchesOf(db);
  const key = `${version}\n${sort}\n${query}`;
  const kept = memo.peek(key);
  if (kept) return { found: await kept, read: null };
  const ranked = findMatches(db, version, query, sort, run, page);
  // An answer cut short by the budget is not kept: the next caller searches again.
  const found = ranked.then((it) => it.found);
  memo.set(key, found, (it) => !it.cut);
  return ranked;
}

/** Finds and ranks a query's matches (through the gate), with the page `page` reads beside them. */
function findMatches(
  db: Db,
  version: string,
  query: string,
  sort: SearchOptions['sort'],
  run: SearchRun,
  page?: (ids: SQL) => SQL,
): Promise<{ found: Matches; read: PageRead | null }> {
  // The budget counts the wait for the gate too: a search that waited long takes fewer steps.
  const work = new SearchWork(run.budgetMs, run.turn);
  return run.admit(async () => {
    try {
      const understood = await understand(db, work, query, version);
      const prepared = await prepare(db, work, understood.plan);
      const { level, ids, cut, beside } = await ladder<PageRead>(db, work, prepared, sort, page);
      return { found: { understood, level, ids, cut }, read: beside };
    } finally {
      run.report(work);
    }
  });
}

/** The filter parameters of a search call (`price_to`, `f.<key>`, …), as the route received them. */
export type FilterParams = Parameters<typeof readQueryFilters>[0];

export async function search(
  db: Db,
  raw: string,
  options: SearchOptions,
  outOfStock: OutOfStock,
  params: FilterParams = {},
  run: SearchRun = DIRECT,
): Promise<SearchResponse> {
  // The matches are looked up at the version last seen, read again with the page — one round trip fewer;
  // when it has moved (a price changed, here or in another process), the search runs again at the new one.
  const seen = versionSeen(db) ?? (await catalogVersion(db));
  const first = await searchAt(db, seen, raw, options, params, run, outOfStock);
  sawVersion(db, first.version);
  if (first.version === seen) return first.answer;
  return (await searchAt(db, first.version, raw, options, params, run, outOfStock)).answer;
}

/** A search at the catalogue's `version`, with the version the database had when the page was read. */
async function searchAt(
  db: Db,
  version: string,
  raw: string,
  { limit, page, sort }: SearchOptions,
  params: FilterParams,
  run: SearchRun,
  outOfStock: OutOfStock,
): Promise<{ answer: SearchResponse; version: string }> {
  const none: SearchResponse = {
    results: [],
    query: clean(raw),
    corrected: false,
    total: 0,
    relaxed: false,
    expanded: [],
  };
  // An item code typed whole is found on the first page, unless filters narrow the matches (then by its
  // words only); it is read with the page's items.
  const filtered = hasFilterParams(params);
  const typed = clean(raw);
  const codeOf = (narrowed: boolean) =>
    page === 1 && !narrowed && /^[\p{L}\d-]{3,}$/u.test(typed) ? typed.toUpperCase() : null;
  const pageWhere = (ids: SQL, code: string | null) =>
    or(
      sql`${products.id} = ANY(${ids})`,
      code === null ? undefined : and(eq(products.itemCode, code), onSale),
    )!;
  // Without filters the page is known before the matches: new matches are ranked and the page read in one
  // statement (its ids cut from the ranked ones, 1-based and inclusive).
  const withPage = (ranked: SQL) =>
    sql`json_build_object('rows', (SELECT json_agg(x) FROM (SELECT ${PRODUCT} FROM products
        WHERE ${pageWhere(sql`(${ranked})[${(page - 1) * limit + 1}::int:${page * limit}::int]`, codeOf(false))}) x),
      'version', (${CATALOG_VERSION}))`;
  const asked = await matches(db, version, raw, sort, run, filtered ? undefined : withPage);
  if (!asked) return { answer: none, version };
  const { found, read } = asked;
  const { plan, used, corrected } = found.understood;
  const relaxed = found.level?.relaxed ?? false;
  const scope = filtered ? await scopeOf(db, found, run, outOfStock) : null;
  const filters = scope ? readQueryFilters(params, scope) : NO_FILTERS;
  const within = scope && hasFilters(filters) ? new Set(scope.index.matching(filters, scope.keys)) : null;
  // Filters keep the ranked order: an item's place depends on itself only (its number, words, name).
  const all = within ? found.ids.filter((id) => within.has(id)) : found.ids;
  const ids = all.slice((page - 1) * limit, page * limit);
  const code = codeOf(within !== null);
  let fetched: PageRow[];
  let now: string;
  if (read) [fetched, now] = [read.rows ?? [], read.version];
  else {
    // The page waits its turn too (run.turn): the reads in flight go first.
    if (ids.length > 0 || code !== null) await run.turn();
    fetched =
      ids.length > 0 || code !== null
        ? await productsWhere(db, pageWhere(sql`${sql.param(ids)}::int[]`, code), true)
        : [];
    now = fetched[0]?.version ?? (await catalogVersion(db));
  }
  const exact = fetched.filter((row) => row.item_code === code);
  if (all.length === 0 && exact.length === 0) {
    return { answer: { ...none, query: used, relaxed }, version: now };
  }
  const byId = new Map(fetched.map((row) => [row.id, row]));
  const rest = ids.flatMap((id) => byId.get(id) ?? []).filter((row) => row.item_code !== code);
  const answer: SearchResponse = {
    results: [...exact, ...rest].slice(0, limit).map((row) => toProduct(row, outOfStock)),
    query: used,
    corrected,
    total: Math.max(all.length, exact.length),
    relaxed,
    expanded: plan.expanded,
  };
  return { answer, version: now };
}

/**
 * The filter panel of a search's results: keys, values with counts and ranges over the search's matches
 * (the same set its results come from, at most SEARCH_TOTAL_MAX items) with the filters chosen.
 */
export async function searchFacets(
  db: Db,
  raw: string,
  params: FilterParams,
  outOfStock: OutOfStock,
  run: SearchRun = DIRECT,
): Promise<ListingFiltersResponse> {
  const version = await catalogVersion(db);
  sawVersion(db, version);
  const found = (await matches(db, version, raw, 'relevance', run))?.found;
  const scope = found ? await scopeOf(db, found, run, outOfStock) : null;
  if (!scope) return { total: 0, price: { min: null, max: null }, available: 0, props: [] };
  return scope.index.facets(readQueryFilters(params, scope), scope);
}

const hasFilterParams = (params: FilterParams): boolean =>
  Object.keys(params).some(
    (name) => name.startsWith(FILTER_PREFIX) || ['price_from', 'price_to', 'available'].includes(name),
  );

/** A key is offered on the results page when at least this share of the matches has it. */
const COMMON_KEY_SHARE = 0.5;

interface MatchScope extends FilterScope {
  index: FacetIndex;
}

/** The matches' filter scope, built once per memo entry (a failed build is tried again next time). */
function scopeOf(db: Db, found: Matches, run: SearchRun, outOfStock: OutOfStock): Promise<MatchScope | null> {
  found.scope ??= run
    .admit(() => matchScope(db, found.ids, outOfStock))
    .catch((error: unknown) => {
      found.scope = undefined;
      throw error;
    });
  return found.scope;
}

/**
 * The search's matches as a filter scope: the candidates of the first step of the ladder that has any, their
 * facet index, and the keys most of them have — in the order of the most common family's panel (FIRST_KEYS),
 * then the commonest first. Null when nothing matches.
 */
async function matchScope(db: Db, ids: number[], outOfStock: OutOfStock): Promise<MatchScope | null> {
  if (ids.length === 0) return null;
  const inIds = sql`${sql.param(ids)}::int[]`;
  const [index, [family]] = await Promise.all([
    buildIndex(db, sql`${products.id} = ANY(${inIds})`, sql`pp.product_id = ANY(${inIds})`, outOfStock),
    rows<{ family: string }>(
      db,
      sql`SELECT s.family FROM products p JOIN subcategories s ON s.id = p.subcategory_id
        WHERE p.id = ANY(${inIds}) GROUP BY s.family ORDER BY count(*) DESC, s.family LIMIT 1`,
    ),
  ]);
  const having = index.keyCounts();
  const common = new Map(
    [...index.valueLists()].filter(([key]) => having.get(key)! >= ids.length * COMMON_KEY_SHARE),
  );
  return {
    place: 'Среди найденных товаров',
    index,
    ...describeKeys(common, (key) => -having.get(key)!, index.dimensionVariety(), family?.family ?? ''),
  };
}
