import type { AdminProduct } from '@shop/shared/contract';
import { productPath } from '@shop/shared/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../../db/client';
import { badRequest, notFound } from '../../../http/errors';
import { type Placement, type ProductState, type SectionPlace, type Stored, splitProp } from './model';

/**
 * Reads products by code with their characteristics, locking them when `lock` (in a transaction); `'all'`
 * reads every product in one statement (an import's one read of the stored states).
 */
export async function readProducts(
  db: Db,
  codes: string[] | 'all',
  lock = false,
): Promise<Map<string, Stored>> {
  if (codes.length === 0) return new Map();
  const where = codes === 'all' ? sql`true` : sql`p.item_code = ANY(${sql.param(codes)}::text[])`;
  return new Map(
    (await readWhere(db, where, lock ? sql`FOR UPDATE OF p` : sql``)).map((one) => [one.itemCode, one]),
  );
}

/** Products with their characteristics and sections, as the write model compares them. */
async function readWhere(db: Db, where: SQL, tail: SQL): Promise<Array<Stored & { itemCode: string }>> {
  const found = await rows<{
    id: number;
    item_code: string;
    version: number;
    name: string;
    path: string;
    names: string[];
    price: number | null;
    old_price: number | null;
    stock: number | null;
    height_mm: number;
    width_mm: number;
    depth_mm: number;
    weight_kg: number;
    description: string;
    on_sale: boolean;
    props: Array<[string, string]>;
  }>(
    db,
    sql`SELECT p.id, p.item_code, p.version, p.name, coalesce(s2.path, s1.path) AS path,
        array_remove(ARRAY[c.name, s1.name, s2.name], NULL) AS names, p.price, p.old_price, p.stock,
        p.height_mm, p.width_mm, p.depth_mm, p.weight_kg, p.description, p.on_sale,
        coalesce((SELECT json_agg(json_build_array(pp.key, pp.value) ORDER BY pp.position)
          FROM product_props pp WHERE pp.product_id = p.id), '[]') AS props
      FROM products p JOIN categories c ON c.id = p.category_id
        JOIN subcategories s1 ON s1.id = p.subcategory_id
        LEFT JOIN subcategories s2 ON s2.id = p.subcategory2_id
      WHERE ${where} ${tail}`,
  );
  return found.map((row) => ({
    itemCode: row.item_code,
    id: row.id,
    version: row.version,
    sectionNames: row.names,
    state: {
      name: row.name,
      section: row.path,
      price: row.price,
      oldPrice: row.old_price,
      stock: row.stock,
      heightMm: row.height_mm,
      widthMm: row.width_mm,
      depthMm: row.depth_mm,
      weightKg: Number(row.weight_kg),
      description: row.description,
      props: row.props.map(([key, value]) => splitProp(key, value)),
      onSale: row.on_sale,
    },
  }));
}

/**
 * Every product of a section path (or of the catalogue), off sale too, in batches in the order they were
 * created: what the catalogue's CSV export streams.
 */
export async function* storedStates(
  db: Db,
  section: string | undefined,
  batch = 1_000,
): AsyncGenerator<Array<{ itemCode: string; state: ProductState }>> {
  const within = section
    ? sql`(coalesce(s2.path, s1.path) = ${section} OR coalesce(s2.path, s1.path) LIKE ${`${section}/%`})`
    : sql`true`;
  for (let after = 0; ;) {
    const found = await readWhere(db, sql`p.id > ${after} AND ${within}`, sql`ORDER BY p.id LIMIT ${batch}`);
    if (found.length > 0) yield found;
    if (found.length < batch) return;
    after = found[found.length - 1]!.id;
  }
}

/** Sections a product may be placed in (level 1 and 2), those `where` keeps, with their names from the category down. */
async function sectionsWhere(db: Db, where: SQL): Promise<SectionPlace[]> {
  const found = await rows<{
    path: string;
    category_id: number;
    id: number;
    parent_id: number | null;
    family: string;
    names: string[];
  }>(
    db,
    sql`SELECT s.path, s.category_id, s.id, s.parent_id, s.family,
        array_remove(ARRAY[c.name, parent.name, s.name], NULL) AS names
      FROM subcategories s JOIN categories c ON c.id = s.category_id
        LEFT JOIN subcategories parent ON parent.id = s.parent_id
      WHERE ${where}`,
  );
  return found.map((s) => ({
    path: s.path,
    categoryId: s.category_id,
    subcategoryId: s.parent_id ?? s.id,
    subcategory2Id: s.parent_id === null ? null : s.id,
    family: s.family,
    names: s.names,
  }));
}

/** A section by its path (level 1 or 2): where a product placed there is listed. */
export async function placement(db: Db, path: string): Promise<Placement> {
  const [found] = await sectionsWhere(db, sql`s.path = ${path}`);
  if (!found) throw badRequest(`Раздел каталога «${path}» не найден`);
  return found;
}

/** Every section a product may be placed in, by path. */
export async function allPlacements(db: Db): Promise<Map<string, SectionPlace>> {
  return new Map((await sectionsWhere(db, sql`true`)).map((section) => [section.path, section]));
}

/** One product as the «Товары» page edits it; off-sale products too. */
export async function readProduct(db: Db, itemCode: string): Promise<AdminProduct> {
  const stored = (await readProducts(db, [itemCode])).get(itemCode);
  if (!stored) throw notFound(`Товар с кодом ${itemCode} не найден`);
  return {
    itemCode,
    version: stored.version,
    ...stored.state,
    sectionName: stored.sectionNames.join(' / '),
    available: stored.state.price !== null,
    link: productPath(itemCode),
  };
}

/**
 * The products under `scope` (a section path, `''`: the whole catalogue), their codes and whether on sale: what
 * a full import takes off sale unless it names them. Only codes, sections and the flag are read.
 */
export async function scopeProducts(
  db: Db,
  scope: string,
): Promise<Array<{ itemCode: string; onSale: boolean }>> {
  const found = await rows<{ item_code: string; path: string; on_sale: boolean }>(
    db,
    sql`SELECT p.item_code, coalesce(s2.path, s1.path) AS path, p.on_sale
      FROM products p JOIN subcategories s1 ON s1.id = p.subcategory_id
        LEFT JOIN subcategories s2 ON s2.id = p.subcategory2_id`,
  );
  return found
    .filter((one) => scope === '' || one.path === scope || one.path.startsWith(`${scope}/`))
    .map((one) => ({ itemCode: one.item_code, onSale: one.on_sale }));
}
