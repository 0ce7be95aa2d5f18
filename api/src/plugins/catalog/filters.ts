import { type FilterFacet, type ListingFiltersResponse, filterValuesSchema } from '@shop/shared/contract';
import {
  FILTER_PREFIX,
  type ListingFilters,
  type NumberRange,
  parseRange,
  rangeValue,
  writeFilters,
} from '@shop/shared/domain';
import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Db, rows } from '../../db/client';
import { products, subcategories } from '../../db/schema';
import { Memo } from '../../http/cache';
import { badRequest, notFound } from '../../http/errors';
import type { Family } from '../../seed/taxonomy';

/**
 * Listing filters (issue 14): price, availability, the section's characteristics (product_props, numbers
 * read from `num`, which the database computes when a value is written) and the item's dimensions.
 */

/** The characteristics shoppers choose by first in each family; the others follow in catalogue order. */
const FIRST_KEYS: Record<Family, string[]> = {
  safe: ['Класс взломостойкости', 'Огнестойкость', 'Тип замка', 'Объём'],
  gunsafe: ['Вместимость', 'Тип замка', 'Максимальная длина ствола', 'Высота'],
  cabinet: ['Количество полок', 'Нагрузка на полку', 'Тип замка', 'Высота'],
  locker: ['Количество секций', 'Тип замка', 'Высота'],
  shelving: ['Высота', 'Нагрузка на полку', 'Количество полок', 'Глубина полки', 'Тип сборки'],
  workbench: ['Нагрузка на столешницу', 'Столешница', 'Количество ящиков', 'Ширина'],
  mailbox: ['Количество секций', 'Тип замка'],
  office: ['Количество ящиков', 'Формат', 'Тип замка'],
  wardrobe: ['Количество штанг', 'Нагрузка на штангу', 'Материал', 'Ширина'],
  garage: ['Количество ящиков', 'Нагрузка на ящик', 'Колёса', 'Ширина'],
  barrier: ['Тип установки', 'Материал', 'Привод', 'Ширина'],
};

/** Dimensions are product columns, filtered like numeric characteristics. */
const DIMENSIONS: Record<string, { column: PgColumn; unit: string }> = {
  Высота: { column: products.heightMm, unit: 'мм' },
  Ширина: { column: products.widthMm, unit: 'мм' },
  Глубина: { column: products.depthMm, unit: 'мм' },
  Вес: { column: products.weightKg, unit: 'кг' },
};

interface KeyInfo {
  /** Every value has a number: filtered as a from–to range. */
  numeric: boolean;
  /** More than one value in the section: worth offering in the panel. */
  varies: boolean;
  /** A value's text without its number when all values share it («мм»), else null. */
  unit: string | null;
}

export interface Section {
  id: number;
  name: string;
  /** The section's items: on `products`. */
  where: SQL;
  /** Its items' characteristics: `product_props` rows carry their product's sections (migration 0011). */
  propsColumn: SQL;
  /** Characteristics and dimensions of the section's items, in the panel's order. */
  keys: Map<string, KeyInfo>;
  /** Each characteristic's values in the section, by their number, then alphabetically. */
  values: Map<string, Array<{ value: string; num: number | null }>>;
}

const SLUG = /^[a-z0-9-]{1,100}$/;
// Characteristics change only when the catalogue is written (seeding), so they are read once per section.
const SECTION_TTL_MS = 10 * 60_000;
// Every level-1 and level-2 section of the catalogue fits (a few hundred).
const MAX_SECTIONS = 2_000;
const sections = new WeakMap<Db, Memo<Section>>();

/** The level-1 or level-2 section at `path` (`seyfy/dlya-oruzhiya`); 404 when there is none. */
export function findSection(db: Db, path: string): Promise<Section> {
  if (!path.split('/').every((part) => SLUG.test(part))) throw notFound('Раздел каталога не найден');
  const known = sections.get(db) ?? new Memo<Section>(SECTION_TTL_MS, MAX_SECTIONS);
  sections.set(db, known);
  return known.get(path, () => readSection(db, path));
}

const unitOf = (value: string): string => value.replace(/^[\d.,]+\s*/, '');

async function readSection(db: Db, path: string): Promise<Section> {
  const [sub] = await db
    .select({
      id: subcategories.id,
      level: subcategories.level,
      name: subcategories.name,
      family: subcategories.family,
    })
    .from(subcategories)
    .where(eq(subcategories.path, path));
  if (!sub) throw notFound('Раздел каталога не найден');
  const where = sub.level === 1 ? eq(products.subcategoryId, sub.id) : eq(products.subcategory2Id, sub.id);
  const propsColumn = sql.raw(sub.level === 1 ? 'subcategory_id' : 'subcategory2_id');
  const [found, [dims]] = await Promise.all([
    rows<{ key: string; value: string; num: number | null; position: number }>(
      db,
      sql`SELECT pp.key, pp.value, min(pp.num) AS num, min(pp.position)::int AS position
          FROM product_props pp WHERE pp.${propsColumn} = ${sub.id} GROUP BY pp.key, pp.value`,
    ),
    rows<Record<string, number>>(
      db,
      sql`SELECT ${sql.join(
        Object.values(DIMENSIONS).map(
          ({ column }, i) => sql`count(DISTINCT ${column})::int AS ${sql.raw(`d${i}`)}`,
        ),
        sql`, `,
      )} FROM ${products} WHERE ${where}`,
    ),
  ]);
  const values = new Map<string, Array<{ value: string; num: number | null }>>();
  const position = new Map<string, number>();
  found.sort((a, b) => (a.num ?? 0) - (b.num ?? 0) || a.value.localeCompare(b.value, 'ru'));
  for (const { key, value, num, position: at } of found) {
    values.set(key, [...(values.get(key) ?? []), { value, num: num === null ? null : Number(num) }]);
    position.set(key, Math.min(at, position.get(key) ?? at));
  }
  const keys = new Map<string, KeyInfo>();
  for (const key of [...values.keys()].sort(
    (a, b) => position.get(a)! - position.get(b)! || a.localeCompare(b),
  )) {
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
  Object.entries(DIMENSIONS).forEach(([key, { unit }], i) => {
    keys.set(key, { numeric: true, varies: Number(dims?.[`d${i}`]) > 1, unit });
  });
  const first = FIRST_KEYS[sub.family as Family] ?? [];
  const ordered = [
    ...first.filter((key) => keys.has(key)),
    ...[...keys.keys()].filter((k) => !first.includes(k)),
  ];
  return {
    id: sub.id,
    name: sub.name,
    where,
    propsColumn,
    values,
    keys: new Map(ordered.map((key) => [key, keys.get(key)!])),
  };
}

/**
 * The filters of a validated listing query, checked against the section: an unknown characteristic, a
 * numeric one without a valid range, or too many values answer 400. Returned normalised (sorted, without
 * repeats), so equal filters give equal cache keys.
 */
export function readQueryFilters(
  query: Record<string, unknown> & { price_from?: number; price_to?: number; available?: '1' },
  section: Section,
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
    const info = section.keys.get(key);
    if (!info) throw badRequest(`В разделе «${section.name}» нет характеристики «${key.slice(0, 100)}»`);
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

/** The filters as a cache key part: one string for equal filters whatever the order they came in. */
export const filtersKey = (filters: ListingFilters): string => writeFilters(filters).toString();

interface Part {
  /** «price», «available», or the characteristic or dimension the condition is on. */
  name: string;
  where: SQL;
}

function between(value: SQL | PgColumn, { from, to }: NumberRange): SQL {
  return and(
    from === undefined ? undefined : sql`${value} >= ${from}`,
    to === undefined ? undefined : sql`${value} <= ${to}`,
  )!;
}

/** One SQL condition per chosen filter, on `products`. */
function conditions(filters: ListingFilters, section: Section): Part[] {
  const parts: Part[] = [];
  if (filters.priceFrom !== undefined || filters.priceTo !== undefined) {
    parts.push({
      name: 'price',
      where: between(products.price, { from: filters.priceFrom, to: filters.priceTo }),
    });
  }
  // `price`, not the generated `available` (the same fact), is in the covering index of the counts.
  if (filters.available) parts.push({ name: 'available', where: sql`${products.price} IS NOT NULL` });
  for (const [key, values] of Object.entries(filters.props)) {
    const dimension = DIMENSIONS[key];
    const range = section.keys.get(key)?.numeric ? parseRange(values[0]!) : null;
    const match = range
      ? between(sql`q.num`, range)
      : sql`q.value IN (${sql.join(
          values.map((v) => sql`${v}`),
          sql`, `,
        )})`;
    parts.push({
      name: key,
      where:
        dimension && range
          ? // A range may have decimals («-1000.5»); millimetres are integers.
            between(sql`${dimension.column}::float8`, range)
          : // «IS TRUE» keeps this a hashed filter: as a join, the planner (which underestimates the rows)
            // fetches every matching item to sort it, instead of walking the sort's index and stopping at a page.
            sql`(${products.id} IN (SELECT q.product_id FROM product_props q
              WHERE q.${section.propsColumn} = ${section.id} AND q.key = ${key} AND ${match})) IS TRUE`,
    });
  }
  return parts;
}

/** The section's items that match every filter: the listing's WHERE. */
export function listingWhere(filters: ListingFilters, section: Section): SQL {
  return and(section.where, ...conditions(filters, section).map((part) => part.where))!;
}

const flag = (i: number) => sql.raw(`c${i}`);
type Totals = Record<string, number | null>;
/** Items of `base` matching every filter except those named `except`. */
function allBut(parts: Part[], except: string | null): SQL {
  const kept = parts.flatMap((part, i) => (part.name === except ? [] : [flag(i)]));
  return kept.length ? sql.join(kept, sql` AND `) : sql`true`;
}

/**
 * The panel's data: for each characteristic worth filtering by, its values (or range) over the items that
 * match every chosen filter but its own; the same for price and availability, in one statement.
 */
export async function filterFacets(
  db: Db,
  filters: ListingFilters,
  section: Section,
): Promise<ListingFiltersResponse> {
  const parts = conditions(filters, section);
  const dims = Object.entries(DIMENSIONS).filter(([key]) => section.keys.get(key)?.varies);
  // The section's items with one true/false column per chosen filter.
  const columns = [
    sql`${products.id} AS id, ${products.price} AS price, ${products.price} IS NOT NULL AS available`,
    ...dims.map(([, { column }], i) => sql`${column} AS ${sql.raw(`d${i}`)}`),
    ...parts.map((part, i) => sql`(${part.where}) AS ${flag(i)}`),
  ];
  // Not materialised: the planner then hashes these few columns, not the section's characteristics.
  const base = sql`base AS NOT MATERIALIZED (SELECT ${sql.join(columns, sql`, `)} FROM ${products} WHERE ${section.where})`;
  const totals = sql`SELECT (count(*) FILTER (WHERE ${allBut(parts, null)}))::int AS total,
      (count(*) FILTER (WHERE available AND ${allBut(parts, 'available')}))::int AS available,
      min(price) FILTER (WHERE ${allBut(parts, 'price')}) AS price_min,
      max(price) FILTER (WHERE ${allBut(parts, 'price')}) AS price_max
      ${sql.join(
        dims.map(
          ([key], i) =>
            sql`, min(${sql.raw(`d${i}`)}) FILTER (WHERE ${allBut(parts, key)}) AS ${sql.raw(`d${i}_min`)},
            max(${sql.raw(`d${i}`)}) FILTER (WHERE ${allBut(parts, key)}) AS ${sql.raw(`d${i}_max`)}`,
        ),
        sql``,
      )} FROM base`;
  // A value counts an item when every filter holds except those on the value's own characteristic: the
  // keys not chosen are counted over the items of all filters (few rows once something is chosen), each
  // chosen key over the items of the others, reading only its own rows. One statement, then a row of totals.
  const chosen = parts.filter((part) => section.values.has(part.name));
  const counted = (keys: SQL, except: string | null) =>
    sql`SELECT pp.key, pp.value, count(*)::int AS count, NULL::json AS totals
      FROM product_props pp JOIN base ON base.id = pp.product_id
      WHERE pp.${section.propsColumn} = ${section.id} AND ${keys} AND ${allBut(parts, except)}
      GROUP BY pp.key, pp.value`;
  const found = await rows<{ key: string | null; value: string; count: number; totals: Totals }>(
    db,
    sql`WITH ${base} ${sql.join(
      [
        counted(
          chosen.length
            ? sql`pp.key NOT IN (${sql.join(
                chosen.map((part) => sql`${part.name}`),
                sql`, `,
              )})`
            : sql`true`,
          null,
        ),
        ...chosen.map((part) => counted(sql`pp.key = ${part.name}`, part.name)),
        sql`SELECT NULL, NULL, NULL, to_json(t) FROM (${totals}) t`,
      ],
      sql` UNION ALL `,
    )}`,
  );
  const summary = found.find((row) => row.key === null)?.totals;
  const counts = new Map(found.map((row) => [`${row.key}\n${row.value}`, Number(row.count)]));
  const num = (value: number | null | undefined) =>
    value === null || value === undefined ? null : Number(value);
  const props: FilterFacet[] = [];
  for (const [key, info] of section.keys) {
    if (!info.varies) continue;
    const dim = dims.findIndex(([name]) => name === key);
    if (dim >= 0) {
      props.push({
        type: 'range',
        key,
        unit: info.unit,
        min: num(summary?.[`d${dim}_min`]),
        max: num(summary?.[`d${dim}_max`]),
      });
      continue;
    }
    const values = (section.values.get(key) ?? []).map(({ value, num: n }) => ({
      value,
      num: n,
      count: counts.get(`${key}\n${value}`) ?? 0,
    }));
    if (info.numeric) {
      const nums = values.filter((v) => v.count > 0).map((v) => v.num!);
      props.push({
        type: 'range',
        key,
        unit: info.unit,
        min: nums.length ? Math.min(...nums) : null,
        max: nums.length ? Math.max(...nums) : null,
      });
    } else {
      props.push({ type: 'values', key, values: values.map(({ value, count }) => ({ value, count })) });
    }
  }
  return {
    total: Number(summary?.total ?? 0),
    price: { min: num(summary?.price_min), max: num(summary?.price_max) },
    available: Number(summary?.available ?? 0),
    props,
  };
}
