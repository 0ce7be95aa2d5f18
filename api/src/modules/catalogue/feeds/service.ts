import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../../db/client';
import type { StoredVariant } from '../schema/pictures';

/**
 * The catalogue as the crawler files read it, in plain SQL over the catalogue's tables (the catalog plugin
 * owns them; this plugin only reads).
 */

/** Where `catalog_meta` keeps when this shop first saw the catalogue's current version: «{version} {ISO date}». */
const SEEN_KEY = 'version_seen';

export interface CatalogueVersion {
  /** The catalogue's version (`catalog_meta` 'version', written by the triggers of migration 0012). */
  version: string;
  /** When it first was seen: the `lastmod` of the sitemap and the feed's cache key. */
  modified: Date;
}

/**
 * The catalogue's version and the time it changed. The version is a transaction id, not a time, so the
 * first read of a new version stores the time beside it (in the same table, which no trigger watches): every
 * process on the database and every restart then agrees on one `lastmod`, and a price change moves it.
 */
export async function catalogueVersion(db: Db, now = new Date()): Promise<CatalogueVersion> {
  const [row] = await rows<{ version: string | null; seen: string | null }>(
    db,
    sql`SELECT (SELECT value FROM catalog_meta WHERE key = 'version') AS version,
        (SELECT value FROM catalog_meta WHERE key = ${SEEN_KEY}) AS seen`,
  );
  const version = row?.version ?? '';
  const known = seenAt(row?.seen ?? null, version);
  if (known) return { version, modified: known };
  // Two processes may see a new version at once: the first to write wins, and both answer its time.
  const [stored] = await rows<{ value: string }>(
    db,
    sql`INSERT INTO catalog_meta (key, value) VALUES (${SEEN_KEY}, ${`${version} ${now.toISOString()}`})
      ON CONFLICT (key) DO UPDATE SET value = CASE
        WHEN split_part(catalog_meta.value, ' ', 1) = ${version} THEN catalog_meta.value ELSE EXCLUDED.value END
      RETURNING value`,
  );
  return { version, modified: seenAt(stored?.value ?? null, version) ?? now };
}

function seenAt(value: string | null, version: string): Date | null {
  if (!value?.startsWith(`${version} `)) return null;
  const date = new Date(value.slice(version.length + 1));
  return Number.isNaN(date.getTime()) ? null : date;
}

export interface Section {
  id: number;
  name: string;
  /** Path below /catalog (`seyfy`, `seyfy/dlya-oruzhiya`). */
  path: string;
  /** The section above: null for a category; a subcategory's category or first-level subcategory. */
  parent: { kind: 'category' | 'subcategory'; id: number } | null;
  kind: 'category' | 'subcategory';
}

/** Every category, then every subcategory (first level before second), in catalogue order. */
export async function sections(db: Db): Promise<Section[]> {
  const [categories, subcategories] = await Promise.all([
    rows<{ id: number; name: string; slug: string }>(
      db,
      sql`SELECT id, name, slug FROM categories ORDER BY position, id`,
    ),
    rows<{ id: number; name: string; path: string; category_id: number; parent_id: number | null }>(
      db,
      sql`SELECT s.id, s.name, s.path, s.category_id, s.parent_id FROM subcategories s
        JOIN categories c ON c.id = s.category_id ORDER BY c.position, s.level, s.position, s.id`,
    ),
  ]);
  return [
    ...categories.map(({ id, name, slug }): Section => ({
      id,
      name,
      path: slug,
      parent: null,
      kind: 'category',
    })),
    ...subcategories.map(({ id, name, path, category_id, parent_id }): Section => ({
      id,
      name,
      path,
      parent:
        parent_id === null ? { kind: 'category', id: category_id } : { kind: 'subcategory', id: parent_id },
      kind: 'subcategory',
    })),
  ];
}

export const productCount = async (db: Db): Promise<number> =>
  (await rows<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM products WHERE on_sale`))[0]
    ?.count ?? 0;

/**
 * Item codes in id order, `limit` of them from the `offset`-th, read in batches of `batch` (the first
 * found by its offset, the rest by the last id): a sitemap part of 50 000 is never one result in memory.
 */
export async function* itemCodes(
  db: Db,
  offset: number,
  limit: number,
  batch = 5_000,
): AsyncGenerator<string[]> {
  let lastId: number | null = null;
  for (let left = limit; left > 0;) {
    const size = Math.min(batch, left);
    const found: { id: number; item_code: string }[] = await rows<{ id: number; item_code: string }>(
      db,
      lastId === null
        ? sql`SELECT id, item_code FROM products WHERE on_sale ORDER BY id LIMIT ${size} OFFSET ${offset}`
        : sql`SELECT id, item_code FROM products WHERE id > ${lastId} AND on_sale ORDER BY id LIMIT ${size}`,
    );
    if (found.length > 0) yield found.map(({ item_code }) => item_code);
    if (found.length < size) return;
    left -= size;
    lastId = found[found.length - 1]?.id ?? null;
  }
}

export interface OfferRow {
  id: number;
  item_code: string;
  name: string;
  price: number;
  old_price: number | null;
  /** Pieces in stock; null: not counted. */
  stock: number | null;
  subcategory_id: number;
  subcategory2_id: number | null;
  image_family: string;
  image_variant: number;
  image_count: number;
  height_mm: number;
  width_mm: number;
  depth_mm: number;
  weight_kg: number;
  /** [key, value] in the item's order. */
  props: [string, string][] | null;
  /** The files of the item's uploaded pictures, main first, then in their order (migration 0021). */
  pictures: StoredVariant[][] | null;
}

/**
 * The items on sale that have a price, with their characteristics, in id order, `batch` at a time by the last id:
 * the feed of a 350 000-item catalogue holds one batch in memory, never the catalogue.
 */
export async function* offers(db: Db, batch = 1_000): AsyncGenerator<OfferRow[]> {
  for (let lastId = 0; ;) {
    const found = await rows<OfferRow>(
      db,
      sql`SELECT p.id, p.item_code, p.name, p.price, p.old_price, p.stock, p.subcategory_id, p.subcategory2_id,
          p.image_family, p.image_variant, p.image_count, p.height_mm, p.width_mm, p.depth_mm, p.weight_kg,
          (SELECT json_agg(json_build_array(pp.key, pp.value) ORDER BY pp.position)
            FROM product_props pp WHERE pp.product_id = p.id) AS props,
          (SELECT json_agg(ip.variants ORDER BY ip.main DESC, ip.position, ip.id)
            FROM item_pictures ip WHERE ip.item_code = p.item_code) AS pictures
        FROM products p WHERE p.id > ${lastId} AND p.price > 0 AND p.on_sale ORDER BY p.id LIMIT ${batch}`,
    );
    if (found.length > 0) yield found;
    const last = found[found.length - 1];
    if (!last || found.length < batch) return;
    lastId = last.id;
  }
}
