import { FILTER_PREFIX, type ListingFilters } from '@shop/shared/domain';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, rows } from '../../../db/client';
import { products, subcategories } from '../schema/catalog';
import { memoPerOwner } from '../../../http/cache';
import { notFound } from '../../../http/errors';
import { DIMENSIONS, type FacetValue } from './facets';
import { DIMENSION_COLUMNS, describeKeys, readQueryFilters } from './filters';
import type { FilterScope, ListingScope, Section, SectionScope } from './scope';

/**
 * A listing's section: who it is (every section of the catalogue, read in one statement and kept), and,
 * only when a listing filters by characteristics or its filter panel is asked, what can be filtered there.
 * A plain listing page thus needs no statement to find its section, even the first after start-up.
 */

const SLUG = /^[a-z0-9-]{1,100}$/;
// Sections and their characteristics change only when the catalogue is written (seeding): read once a while.
const SECTION_TTL_MS = 10 * 60_000;
// Every level-1 and level-2 section of the catalogue fits (a few hundred).
const MAX_SECTIONS = 2_000;
const allSectionsOf = memoPerOwner<Map<string, Section>>(SECTION_TTL_MS, 1);
// A section made since they were read (the 1С exchange makes sections for new groups): read again on a miss,
// at most once in a few seconds however many unknown paths are asked.
const SECTION_RECHECK_MS = 5_000;
const recheckedSectionsOf = memoPerOwner<Map<string, Section>>(SECTION_RECHECK_MS, 1);
const scopesOf = memoPerOwner<SectionScope>(SECTION_TTL_MS, MAX_SECTIONS);

async function readSections(db: Db): Promise<Map<string, Section>> {
  const found = await db
    .select({
      id: subcategories.id,
      level: subcategories.level,
      name: subcategories.name,
      family: subcategories.family,
      path: subcategories.path,
    })
    .from(subcategories);
  return new Map(
    found.map(({ id, level, name, family, path }) => [
      path,
      {
        id,
        level: level === 1 ? 1 : 2,
        name,
        family,
        place: `В разделе «${name}»`,
        // Only what buyers see: a product taken off sale is in no listing and no count (migration 0020). Not a
        // value but the column itself, as the counts' partial indexes say it (0024): a plan made for any
        // value (listing.ts) can use them too.
        where: and(
          level === 1 ? eq(products.subcategoryId, id) : eq(products.subcategory2Id, id),
          sql`${products.onSale}`,
        )!,
        propsColumn: sql.raw(level === 1 ? 'subcategory_id' : 'subcategory2_id'),
      },
    ]),
  );
}

/** Every level-1 and level-2 section, as findSection() finds them. */
export async function allSections(db: Db): Promise<Section[]> {
  return [...(await allSectionsOf(db).get('', () => readSections(db))).values()];
}

/** A listing route's section path, `seyfy/dlya-oruzhiya`, from its category's and sections' slugs. */
export const sectionPath = (slugs: { category: string; primary: string; secondary?: string }): string =>
  [slugs.category, slugs.primary, slugs.secondary].filter(Boolean).join('/');

/** The level-1 or level-2 section at `path` (`seyfy/dlya-oruzhiya`); 404 when there is none. */
export async function findSection(db: Db, path: string): Promise<Section> {
  const wellFormed = path.split('/').every((part) => SLUG.test(part));
  const section = wellFormed
    ? ((await allSectionsOf(db).get('', () => readSections(db))).get(path) ??
      (await recheckedSectionsOf(db).get('', () => readSections(db))).get(path))
    : undefined;
  if (!section) throw notFound('Раздел каталога не найден');
  return section;
}

/** The section's characteristics and dimensions: the keys worth filtering by and their values. */
export function sectionScope(db: Db, section: Section): Promise<SectionScope> {
  return scopesOf(db).get(String(section.id), () => readScope(db, section));
}

/**
 * The filters of a listing query (filters.ts readQueryFilters) and what its SQL needs of the section: its
 * characteristics are read only when the query names one.
 */
export async function listingFilters(
  db: Db,
  query: Parameters<typeof readQueryFilters>[0],
  section: Section,
): Promise<{ filters: ListingFilters; scope: ListingScope }> {
  const scope: FilterScope & ListingScope = Object.keys(query).some((name) => name.startsWith(FILTER_PREFIX))
    ? await sectionScope(db, section)
    : { ...section, keys: new Map(), values: new Map() };
  return { filters: readQueryFilters(query, scope), scope };
}

async function readScope(db: Db, section: Section): Promise<SectionScope> {
  const { id, where, propsColumn } = section;
  const [found, [dims]] = await Promise.all([
    rows<{ key: string; value: string; num: number | null; position: number }>(
      db,
      sql`SELECT pp.key, pp.value, min(pp.num) AS num, min(pp.position)::int AS position
          FROM product_props pp WHERE pp.${propsColumn} = ${id} GROUP BY pp.key, pp.value`,
    ),
    rows<Record<string, number>>(
      db,
      sql`SELECT ${sql.join(
        DIMENSIONS.map(
          (key, i) => sql`count(DISTINCT ${DIMENSION_COLUMNS[key]})::int AS ${sql.raw(`d${i}`)}`,
        ),
        sql`, `,
      )} FROM ${products} WHERE ${where}`,
    ),
  ]);
  const values = new Map<string, FacetValue[]>();
  const position = new Map<string, number>();
  found.sort((a, b) => (a.num ?? 0) - (b.num ?? 0) || a.value.localeCompare(b.value, 'ru'));
  for (const { key, value, num, position: at } of found) {
    values.set(key, [...(values.get(key) ?? []), { value, num: num === null ? null : Number(num) }]);
    position.set(key, Math.min(at, position.get(key) ?? at));
  }
  const variety = DIMENSIONS.map((_, i) => Number(dims?.[`d${i}`]));
  return {
    ...section,
    ...describeKeys(values, (key) => position.get(key)!, variety, section.family),
  };
}
