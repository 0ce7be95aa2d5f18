import type { ListingQuery, ListingResponse } from '@shop/shared/contract';
import {
  FIRST_PAGE,
  LISTING_PAGE_SIZE,
  type ListingFilters,
  NO_FILTERS,
  writeFilters,
} from '@shop/shared/domain';
import { type SQL, asc, desc, sql } from 'drizzle-orm';
import { type Db, rows, withGenericPlan } from '../../../db/client';
import { products } from '../schema/catalog';
import { memoPerOwner } from '../../../http/cache';
import { listingWhere } from './filters';
import type { ListingScope } from './scope';
import { allSections } from './section';
import { COLUMNS, type ProductRow, cardOf, toProduct } from './service';
import { CATALOG_VERSION, sawVersion, versionSeen } from '../model/version';
import type { OutOfStock } from '../model/stock';

const name = sql`${products.name} COLLATE "ru"`;
/**
 * Each sort order and its exact reverse; both walk the same index (one forwards, one backwards), so a page
 * near the end is read from the end instead of skipping over everything before it.
 */
const ORDER: Record<ListingQuery['sort'], { forward: SQL[]; backward: SQL[] }> = {
  name_asc: {
    forward: [sql`${name} ASC`, asc(products.itemCode)],
    backward: [sql`${name} DESC`, desc(products.itemCode)],
  },
  name_desc: {
    forward: [sql`${name} DESC`, desc(products.itemCode)],
    backward: [sql`${name} ASC`, asc(products.itemCode)],
  },
  // Items without a price come after the priced ones in both directions.
  price_asc: {
    forward: [sql`${products.price} ASC NULLS LAST`, asc(products.itemCode)],
    backward: [sql`${products.price} DESC NULLS FIRST`, desc(products.itemCode)],
  },
  price_desc: {
    forward: [sql`${products.price} DESC NULLS LAST`, asc(products.itemCode)],
    backward: [sql`${products.price} ASC NULLS FIRST`, desc(products.itemCode)],
  },
};

type Page = Pick<ListingQuery, 'limit' | 'page' | 'sort'>;
type PageRow = ProductRow & { version: string };

/** How many items a listing (a section with its filters) has, as of a catalogue version. */
interface Counted {
  version: string;
  total: number;
}
/**
 * A section's plain listing and the filter combinations buyers come back to; the oldest goes first. Checked
 * against the version every page reads, so the lifetime only bounds what an unvisited listing holds.
 */
const MAX_COUNTS = 5_000;
const COUNT_TTL_MS = 10 * 60_000;
const countsOf = memoPerOwner<Counted>(COUNT_TTL_MS, MAX_COUNTS);

/**
 * A page of a level-1 or level-2 subcategory listing with the filters chosen (filters.ts), and the count of
 * its items. The count is work per catalogue version, not per page: once a listing's count is known, a page
 * is one plain statement reading its rows in the sort's order from the start, or, nearer the end, in the
 * exact reverse from the end, and the catalogue's version it returns beside them tells whether that count
 * still holds (a change in another process included); when it does not, or the count is not known yet, one
 * statement reads the count, the version and the page together.
 */
export async function listing(
  db: Db,
  scope: ListingScope,
  filters: ListingFilters,
  query: Page,
  outOfStock: OutOfStock,
): Promise<ListingResponse> {
  const where = listingWhere(filters, scope, outOfStock);
  const chosen = writeFilters(filters).toString();
  const key = `${scope.id}?${chosen}:${outOfStock}`;
  // A section's plain listing walks its sort's index whichever section and page: PGlite plans it once. With
  // filters, the best plan depends on how many items they keep, so each page is planned with its values.
  const plan = chosen === '' ? withGenericPlan : (query: SQL) => query;
  const offset = (query.page - 1) * query.limit;
  const kept = await countsOf(db).peek(key);
  // A count of an older version than one seen since (a price changed) is not tried: its page would only say so.
  const known = kept && kept.version === versionSeen(db) ? kept : undefined;
  const fast =
    known && offset < known.total ? await knownPage(db, plan, where, query, known.total) : undefined;
  if (fast?.[0]) sawVersion(db, fast[0].version);
  const { total, page } =
    fast && fast[0]?.version === known?.version
      ? { total: known!.total, page: fast }
      : await countedPage(db, plan, key, where, query);
  return {
    title: scope.name,
    products: page.map((row) => toProduct(row, outOfStock)),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}

/**
 * Before the API's port opens (app.ts): a first page of one section of each level in each sort's index. The
 * first listing after start-up paid for the session's first use of the products' relations, their indexes,
 * the cards' and the `ru` collation (in PGlite's thread, many times a page's reads); these pages cost that
 * and a page each, whatever the catalogue's size. On PGlite the tables were read into its buffers before
 * (buffers.ts).
 */
export async function warmListings(db: Db): Promise<void> {
  // The pages are thrown away, and without filters the owner's choice changes no statement.
  const outOfStock = 'to_order';
  const sections = await allSections(db);
  for (const level of [1, 2] as const) {
    const section = sections.find((s) => s.level === level);
    if (!section) continue;
    for (const sort of ['name_asc', 'price_asc', 'price_desc'] as const)
      await listing(
        db,
        { ...section, keys: new Map() },
        NO_FILTERS,
        {
          limit: LISTING_PAGE_SIZE,
          page: FIRST_PAGE,
          sort,
        },
        outOfStock,
      );
  }
}

/** Reads the page from the end when fewer items follow it than precede it. */
const fromTheEnd = (total: number, offset: number, limit: number): boolean => total - offset - limit < offset;

/** The page's rows, in the sort's order, given the listing's count; each row carries the catalogue's version. */
type Plan = (query: SQL) => SQL;

async function knownPage(db: Db, plan: Plan, where: SQL, query: Page, total: number): Promise<PageRow[]> {
  const { limit } = query;
  const offset = (query.page - 1) * limit;
  const backward = fromTheEnd(total, offset, limit);
  const order = backward ? ORDER[query.sort].backward : ORDER[query.sort].forward;
  // Read from the end, the last page starts `limit` items before the end, of which only those after `offset` are its own.
  const skip = backward ? Math.max(0, total - offset - limit) : offset;
  const own = Math.min(limit, total - offset);
  // The cards are read for the page's rows only, above the LIMIT: below it, they would be read for every row
  // the OFFSET skips too.
  const found = await rows<PageRow>(
    db,
    plan(sql`SELECT page.*, ${cardOf(sql`page.id`)},
        (${CATALOG_VERSION}) AS version
      FROM (SELECT ${COLUMNS} FROM products WHERE ${where} ORDER BY ${sql.join(order, sql`, `)}
        LIMIT ${limit}::int OFFSET ${skip}::int) page`),
  );
  return backward ? found.slice(0, own).reverse() : found;
}

/**
 * The count, the version and the page in one statement: the page is read forwards or from the end (`k` below
 * 0) — only the branch the count chooses runs (a one-time filter). The count is kept for the next pages.
 */
async function countedPage(
  db: Db,
  plan: Plan,
  key: string,
  where: SQL,
  query: Page,
): Promise<{ total: number; page: ProductRow[] }> {
  const { limit } = query;
  const offset = (query.page - 1) * limit;
  const after = sql`n.total - ${offset}::int - ${limit}::int`; // items after this page
  const found = await rows<Partial<ProductRow> & { total: number; version: string; k: number | null }>(
    db,
    plan(sql`WITH n AS (SELECT count(*)::int AS total, (${CATALOG_VERSION}) AS version FROM products WHERE ${where})
      SELECT n.total, n.version, page.*, ${cardOf(sql`page.id`)}
      FROM n LEFT JOIN LATERAL (
        SELECT f.*, (row_number() OVER ())::int AS k FROM (SELECT ${COLUMNS} FROM products
          WHERE ${where} AND ${after} >= ${offset}::int
          ORDER BY ${sql.join(ORDER[query.sort].forward, sql`, `)} LIMIT ${limit}::int OFFSET ${offset}::int) f
        UNION ALL
        SELECT b.*, -(row_number() OVER ())::int FROM (SELECT ${COLUMNS} FROM products
          WHERE ${where} AND ${after} < ${offset}::int AND ${offset}::int < n.total
          ORDER BY ${sql.join(ORDER[query.sort].backward, sql`, `)} LIMIT ${limit}::int
          OFFSET greatest(0, ${after})) b
      ) page ON true ORDER BY page.k`),
  );
  const total = Number(found[0]?.total ?? 0);
  sawVersion(db, found[0]!.version);
  countsOf(db).set(key, Promise.resolve({ version: found[0]!.version, total }));
  // Read from the end, the last page holds `limit` items, of which only those after `offset` are its own.
  const page = found.filter((row) => row.k !== null && (row.k > 0 || -row.k <= total - offset));
  return { total, page: page as ProductRow[] };
}
