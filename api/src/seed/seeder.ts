import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { catalogMeta, categories, searchWords, subcategories } from '../db/schema';
import { fold, searchText } from '../plugins/catalog/text';
import { DEFAULT_SEED, generateProducts, generateTree, type SeedProduct } from './generator';

export interface SeedOptions {
  items: number;
  seed?: number;
  /** Called after every batch with the number of items written so far. */
  onProgress?: (done: number, total: number) => void;
}

const BATCH = 2000;

/** True when the catalogue tables hold a catalogue already (later starts skip seeding). */
export async function isSeeded(db: Db): Promise<boolean> {
  const found = await db
    .select({ key: catalogMeta.key })
    .from(catalogMeta)
    .where(sql`key = 'items'`);
  return found.length > 0;
}

/**
 * Replaces the catalogue with the generated demo catalogue in one transaction: a crash half-way leaves the
 * previous state, and a concurrent reader never sees half a catalogue.
 */
export async function seedCatalogue(db: Db, options: SeedOptions): Promise<void> {
  const seed = options.seed ?? DEFAULT_SEED;
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`TRUNCATE product_props, products, subcategories, categories, search_words, catalog_meta RESTART IDENTITY CASCADE`,
    );
    const subIds = new Map<string, number>();
    for (const category of generateTree()) {
      const [row] = await tx
        .insert(categories)
        .values({
          slug: category.slug,
          name: category.name,
          family: category.family,
          position: category.position,
        })
        .returning({ id: categories.id });
      const categoryId = row!.id;
      for (const sub of category.subcategories) {
        for (const node of [sub, ...sub.children]) {
          const [inserted] = await tx
            .insert(subcategories)
            .values({
              categoryId,
              parentId: node.level === 2 ? subIds.get(sub.path) : null,
              level: node.level,
              slug: node.slug,
              path: node.path,
              name: node.name,
              family: node.family,
              position: node.position,
            })
            .returning({ id: subcategories.id });
          subIds.set(node.path, inserted!.id);
        }
      }
    }
    const categoryOf = (path: string): string => path.slice(0, path.indexOf('/'));
    const categoryIds = new Map(
      (await tx.select({ id: categories.id, slug: categories.slug }).from(categories)).map((c) => [
        c.slug,
        c.id,
      ]),
    );

    const lexicon = new Map<string, { display: string; frequency: number }>();
    let batch: SeedProduct[] = [];
    let done = 0;
    const flush = async (): Promise<void> => {
      if (batch.length === 0) return;
      await insertProducts(tx, batch, (p) => ({
        categoryId: categoryIds.get(categoryOf(p.subcategoryPath))!,
        subcategoryId: subIds.get(p.subcategoryPath)!,
        subcategory2Id: p.subcategory2Path ? subIds.get(p.subcategory2Path)! : null,
      }));
      done += batch.length;
      batch = [];
      options.onProgress?.(done, options.items);
    };
    for (const product of generateProducts(options.items, seed)) {
      for (const word of product.name.toLowerCase().split(/[^0-9a-zа-яё]+/)) {
        // Real words only: model codes and sizes are matched by prefix, never "corrected".
        if (word.length < 3 || /\d/.test(word)) continue;
        const key = fold(word);
        const entry = lexicon.get(key);
        if (entry) entry.frequency++;
        else lexicon.set(key, { display: word, frequency: 1 });
      }
      batch.push(product);
      if (batch.length === BATCH) await flush();
    }
    await flush();

    const lexiconRows = [...lexicon].map(([word, { display, frequency }]) => ({ word, display, frequency }));
    for (let i = 0; i < lexiconRows.length; i += BATCH) {
      await tx.insert(searchWords).values(lexiconRows.slice(i, i + BATCH));
    }
    await tx.insert(catalogMeta).values([
      { key: 'items', value: String(options.items) },
      { key: 'seed', value: String(seed) },
    ]);
  });
  // Fresh statistics for the planner and a visibility map, so counts are index-only scans.
  await db.execute(sql`VACUUM ANALYZE`);
}

const SECTION_NAMES = new Map(
  generateTree().flatMap((c) =>
    c.subcategories.flatMap((s) => [s, ...s.children]).map((s) => [s.path, s.name]),
  ),
);
const sectionNames = (p: SeedProduct): string[] =>
  [p.subcategoryPath, p.subcategory2Path].flatMap((path) => (path ? [SECTION_NAMES.get(path) ?? ''] : []));

interface Placement {
  categoryId: number;
  subcategoryId: number;
  subcategory2Id: number | null;
}

/** One multi-row INSERT per table per batch through `unnest` of arrays: fast on PGlite and PostgreSQL alike. */
async function insertProducts(
  tx: Pick<Db, 'execute'>,
  batch: SeedProduct[],
  place: (p: SeedProduct) => Placement,
): Promise<void> {
  const col = <T>(get: (p: SeedProduct) => T): T[] => batch.map(get);
  const placed = batch.map(place);
  const inserted = (await tx.execute(sql`
    INSERT INTO products (item_code, name, category_id, subcategory_id, subcategory2_id, price, old_price,
      height_mm, width_mm, depth_mm, weight_kg, image_family, image_variant, image_count, search_text)
    SELECT * FROM unnest(
      ${sql.param(col((p) => p.itemCode))}::text[], ${sql.param(col((p) => p.name))}::text[],
      ${sql.param(placed.map((p) => p.categoryId))}::int[], ${sql.param(placed.map((p) => p.subcategoryId))}::int[],
      ${sql.param(placed.map((p) => p.subcategory2Id))}::int[],
      ${sql.param(col((p) => p.price))}::int[], ${sql.param(col((p) => p.oldPrice))}::int[],
      ${sql.param(col((p) => p.heightMm))}::int[], ${sql.param(col((p) => p.widthMm))}::int[], ${sql.param(col((p) => p.depthMm))}::int[],
      ${sql.param(col((p) => p.weightKg))}::float8[], ${sql.param(col((p) => p.imageFamily))}::text[],
      ${sql.param(col((p) => p.imageVariant))}::int[], ${sql.param(col((p) => p.imageCount))}::int[],
      ${sql.param(col((p) => searchText(p.name, p.itemCode, sectionNames(p))))}::text[])
    RETURNING id, item_code`)) as { rows: Array<{ id: number; item_code: string }> };
  const ids = new Map(inserted.rows.map((r) => [r.item_code, r.id]));
  const propIds: number[] = [];
  const positions: number[] = [];
  const keys: string[] = [];
  const values: string[] = [];
  for (const product of batch) {
    product.props.forEach(([key, value], position) => {
      propIds.push(ids.get(product.itemCode)!);
      positions.push(position);
      keys.push(key);
      values.push(value);
    });
  }
  await tx.execute(sql`
    INSERT INTO product_props (product_id, position, key, value)
    SELECT * FROM unnest(${sql.param(propIds)}::int[], ${sql.param(positions)}::int[], ${sql.param(keys)}::text[], ${sql.param(values)}::text[])`);
}
