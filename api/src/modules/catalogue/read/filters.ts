import { type ListingFiltersResponse, filterValuesSchema } from '@shop/shared/contract';
import {
  FILTER_PREFIX,
  type ListingFilters,
  type NumberRange,
  parseRange,
  rangeValue,
  writeFilters,
} from '@shop/shared/domain';
import { type SQL, and, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Db, rows } from '../../../db/client';
import { catalogVersion } from '../model/version';
import { type OutOfStock, orderable } from '../model/stock';
import { products } from '../schema/catalog';
import { memoPerOwner } from '../../../http/cache';
import { badRequest } from '../../../http/errors';
import { FIRST_KEYS, type Family } from '../model/families';
import {
  DIMENSIONS,
  DIMENSION_UNITS,
  type FacetGroup,
  FacetIndex,
  type FacetKeys,
  type FacetValue,
  type KeyInfo,
} from './facets';
import type { FilterScope, ListingScope, SectionScope } from './scope';

/**
 * Listing filters: price, availability, the section's characteristics (product_props, numbers
 * read from `num`, which the database computes when a value is written) and the item's dimensions.
 */

/** The dimension columns of products, filtered like numeric characteristics. */
export const DIMENSION_COLUMNS: Record<(typeof DIMENSIONS)[number], PgColumn> = {
  Высота: products.heightMm,
  Ширина: products.widthMm,
  Глубина: products.depthMm,
  Вес: products.weightKg,
};

const unitOf = (value: string): string => value.replace(/^[\d.,]+\s*/, '');

/**
 * The keys worth filtering by, in the panel's order (the family's FIRST_KEYS, then by `position`: catalogue
 * order), from each characteristic's values and how many distinct values each dimension has.
 */
export function describeKeys(
  values: Map<string, FacetValue[]>,
  position: (key: string) => number,
  dimensionVariety: number[],
  family: string,
): FacetKeys {
  const keys = new Map<string, KeyInfo>();
  for (const key of [...values.keys()].sort((a, b) => position(a) - position(b) || a.localeCompare(b))) {
    const list = values.get(key)!;
    const numeric = list.every((v) => v.num !== null);
    // The unit, when the values share one: «мм», «ед. оружия»; «2 полки» and «5 полок» have none.
    const units = new Set(list.map((v) => unitOf(v.value)));
    keys.set(key, {
      numeric,
      varies: list.length > 1,
      unit: numeric && units.size === 1 ? [...units][0]! || null : null,
    });
  }
  DIMENSIONS.forEach((key, i) => {
    keys.set(key, { numeric: true, varies: dimensionVariety[i]! > 1, unit: DIMENSION_UNITS[key] });
  });
  const first = FIRST_KEYS[family as Family] ?? [];
  const ordered = [
    ...first.filter((key) => keys.has(key)),
    ...[...keys.keys()].filter((k) => !first.includes(k)),
  ];
  return { keys: new Map(ordered.map((key) => [key, keys.get(key)!])), values };
}

/**
 * The filters of a validated listing query, checked against the section: an unknown characteristic, a
 * numeric one without a valid range, or too many values answer 400. Returned normalised (sorted, without
 * repeats), so equal filters give equal cache keys.
 */
export function readQueryFilters(
  query: Record<string, unknown> & { price_from?: number; price_to?: number; available?: '1' },
  scope: FilterScope,
): ListingFilters {
  const filters: ListingFilters = { props: {} };
  if (query.price_from !== undefined) filters.priceFrom = query.price_from;
  if (query.price_to !== undefined) filters.priceTo = query.price_to;
  if (query.available === '1') filters.available = true;
  for (const [name, raw] of Object.entries(query)) {
    if (!name.startsWith(FILTER_PREFIX)) continue;
    const key = name.slice(FILTER_PREFIX.length);
    const parsed = filterValuesSchema.safeParse(raw);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Неверное значение фильтра');
    const values = [...new Set(parsed.data)].filter(Boolean).sort();
    const info = scope.keys.get(key);
    if (!info) throw badRequest(`${scope.place} нет характеристики «${key.slice(0, 100)}»`);
    if (values.length === 0) continue;
    if (info.numeric) {
      const range = values.length === 1 ? parseRange(values[0]!) : null;
      if (!range) throw badRequest(`Фильтр «${key}»: укажите диапазон чисел, например 100-500`);
      if (range.from !== undefined && range.to !== undefined && range.from > range.to) {
        throw badRequest(`Фильтр «${key}»: начало диапазона больше конца`);
      }
      filters.props[key] = [rangeValue(range)];
    } else {
      filters.props[key] = values;
    }
  }
  return filters;
}

/**
 * Filter parameters not yet checked (a search's: their keys depend on its matches) as a cache key part:
 * one string for equal parameters whatever the order they came in; bad ones fail when the answer is built.
 */
export const paramsKey = (params: Record<string, unknown>): string =>
  JSON.stringify(
    Object.entries(params)
      .map(([name, value]) => [name, Array.isArray(value) ? [...value].map(String).sort() : value])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );

/** The filters as a cache key part: one string for equal filters whatever the order they came in. */
export const filtersKey = (filters: ListingFilters): string => writeFilters(filters).toString();

function between(value: SQL | PgColumn, { from, to }: NumberRange): SQL {
  return and(
    from === undefined ? undefined : sql`${value} >= ${from}`,
    to === undefined ? undefined : sql`${value} <= ${to}`,
  )!;
}

/** One SQL condition per chosen filter, on `products`. */
function conditions(filters: ListingFilters, section: ListingScope, outOfStock: OutOfStock): SQL[] {
  const parts: SQL[] = [];
  if (filters.priceFrom !== undefined || filters.priceTo !== undefined) {
    parts.push(between(products.price, { from: filters.priceFrom, to: filters.priceTo }));
  }
  // `price`, not the generated `available` (a price, whatever the stock), is in the listing indexes.
  if (filters.available) parts.push(orderable(outOfStock));
  for (const [key, values] of Object.entries(filters.props)) {
    const dimension = DIMENSION_COLUMNS[key as (typeof DIMENSIONS)[number]] as PgColumn | undefined;
    const range = section.keys.get(key)?.numeric ? parseRange(values[0]!) : null;
    const match = range
      ? between(sql`q.num`, range)
      : sql`q.value IN (${sql.join(
          values.map((v) => sql`${v}`),
          sql`, `,
        )})`;
    parts.push(
      dimension && range
        ? // A range may have decimals («-1000.5»); millimetres are integers.
          between(sql`${dimension}::float8`, range)
        : // «IS TRUE» keeps this a hashed filter: as a join, the planner (which underestimates the rows)
          // fetches every matching item to sort it, instead of walking the sort's index and stopping at a page.
          sql`(${products.id} IN (SELECT q.product_id FROM product_props q
              WHERE q.${section.propsColumn} = ${section.id} AND q.key = ${key} AND ${match})) IS TRUE`,
    );
  }
  return parts;
}

/** The section's items that match every filter: the listing's WHERE. */
export function listingWhere(filters: ListingFilters, section: ListingScope, outOfStock: OutOfStock): SQL {
  return and(section.where, ...conditions(filters, section, outOfStock))!;
}

// Indexes kept: the sections shoppers filter at once (each holds its section's items as columns).
const MAX_INDEXES = 64;
const INDEX_TTL_MS = 60 * 60_000;
const indexesOf = memoPerOwner<FacetIndex>(INDEX_TTL_MS, MAX_INDEXES);

/** The items and characteristics of `where` as a facet index: two statements of arrays, few rows. */
export async function buildIndex(
  db: Db,
  items: SQL,
  props: SQL,
  outOfStock: OutOfStock,
): Promise<FacetIndex> {
  const [[columns], groups] = await Promise.all([
    rows<{
      ids: number[] | null;
      prices: Array<number | null> | null;
      available: boolean[] | null;
      d0: number[];
      d1: number[];
      d2: number[];
      d3: number[];
    }>(
      db,
      sql`SELECT array_agg(id ORDER BY id) AS ids, array_agg(price ORDER BY id) AS prices,
          array_agg(${orderable(outOfStock)} ORDER BY id) AS available,
          array_agg(height_mm ORDER BY id) AS d0, array_agg(width_mm ORDER BY id) AS d1,
          array_agg(depth_mm ORDER BY id) AS d2, array_agg(weight_kg ORDER BY id) AS d3
        FROM products WHERE ${items}`,
    ),
    rows<FacetGroup>(
      db,
      sql`SELECT pp.key, pp.value, min(pp.num) AS num, array_agg(pp.product_id) AS ids
        FROM product_props pp WHERE ${props} GROUP BY pp.key, pp.value`,
    ),
  ]);
  const list = <T>(value: T[] | null | undefined): T[] => value ?? [];
  return new FacetIndex(
    {
      ids: list(columns?.ids),
      prices: list(columns?.prices),
      available: list(columns?.available),
      dimensions: [columns?.d0, columns?.d1, columns?.d2, columns?.d3].map((d) => list(d).map(Number)),
    },
    groups,
  );
}

/**
 * The panel's data for a section and the filters chosen, from the section's facet index (built on the
 * first call, rebuilt when the catalogue's version changes).
 */
export async function filterFacets(
  db: Db,
  filters: ListingFilters,
  section: SectionScope,
  outOfStock: OutOfStock,
): Promise<ListingFiltersResponse> {
  // Keyed by the version, read before the items: an index is never labelled newer than what it holds, and
  // one of an older catalogue is no longer asked for (it ages out). The owner's choice moves the version too;
  // it is in the key as well, for a choice read before a version it did not move yet.
  const version = await catalogVersion(db);
  const index = await indexesOf(db).get(`${section.id}:${version}:${outOfStock}`, () =>
    buildIndex(db, section.where, sql`pp.${section.propsColumn} = ${section.id}`, outOfStock),
  );
  return index.facets(filters, section);
}
