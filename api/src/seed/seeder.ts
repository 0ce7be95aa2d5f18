import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { catalogMeta, categories, searchWords, subcategories } from '../modules/catalogue/schema/catalog';
import { fold, type IndexedProduct, lexiconWords, searchDocument } from '../modules/catalogue/model/text';
import { DEFAULT_SEED, generateProducts, generateTree, type SeedProduct } from './generator';

export interface SeedOptions {
  items: number;
  seed?: number;
  /** Called after every batch with the number of items written so far. */
  onProgress?: (done: number, total: number) => void;
}

const BATCH = 2000;

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

    const lexicon: Lexicon = new Map();
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
      addWords(lexicon, lexiconWords(indexed(product)));
      batch.push(product);
      if (batch.length === BATCH) await flush();
    }
    await flush();

    await writeLexicon(tx, lexicon);
    await tx.insert(catalogMeta).values([
      { key: 'items', value: String(options.items) },
      { key: 'seed', value: String(seed) },
      { key: SEARCH_INDEX_KEY, value: SEARCH_INDEX_VERSION },
    ]);
  });
  // Fresh statistics for the planner and a visibility map, so counts are index-only scans.
  await db.execute(sql`VACUUM ANALYZE`);
}

const SECTION_NAMES = new Map(
  generateTree().flatMap((c) => [
    [c.slug, c.name] as const,
    ...c.subcategories.flatMap((s) => [s, ...s.children]).map((s) => [s.path, s.name] as const),
  ]),
);
const indexed = (p: SeedProduct): IndexedProduct => ({
  name: p.name,
  itemCode: p.itemCode,
  sections: [
    p.subcategoryPath.slice(0, p.subcategoryPath.indexOf('/')),
    p.subcategoryPath,
    p.subcategory2Path,
  ].flatMap((path) => (path ? [SECTION_NAMES.get(path) ?? ''] : [])),
  props: p.props,
});

/** The typo lexicon being built: folded word → the word as written and how many items use it. */
type Lexicon = Map<string, { display: string; frequency: number }>;

function addWords(lexicon: Lexicon, words: string[]): void {
  for (const word of words) {
    const key = fold(word);
    const entry = lexicon.get(key);
    if (entry) entry.frequency++;
    else lexicon.set(key, { display: word, frequency: 1 });
  }
}

async function writeLexicon(tx: Pick<Db, 'insert'>, lexicon: Lexicon): Promise<void> {
  const rows = [...lexicon].map(([word, { display, frequency }]) => ({ word, display, frequency }));
  for (let i = 0; i < rows.length; i += BATCH) await tx.insert(searchWords).values(rows.slice(i, i + BATCH));
}

/**
 * Which search document the stored catalogue was indexed with. A catalogue seeded before the weighted
 * document (migrations 0007–0009) lacks the key, one before the numbers' words (text.ts numberTokens) has
 * version 2, one before the grades' words (text.ts gradeToken) version 3; each is re-indexed once at start-up
 * (`reindexSearch`).
 */
const SEARCH_INDEX_KEY = 'search_index';
const SEARCH_INDEX_VERSION = '4';

export async function searchIndexCurrent(db: Db): Promise<boolean> {
  const found = await db
    .select({ value: catalogMeta.value })
    .from(catalogMeta)
    .where(sql`key = ${SEARCH_INDEX_KEY}`);
  return found[0]?.value === SEARCH_INDEX_VERSION;
}

/**
 * Rewrites every product's search texts and the lexicon from the stored catalogue (names, sections,
 * characteristics as they are now, admin edits included), in one transaction.
 */
export async function reindexSearch(
  db: Db,
  onProgress?: (done: number, total: number) => void,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [{ total } = { total: 0 }] = (
      (await tx.execute(sql`SELECT count(*)::int AS total FROM products`)) as {
        rows: Array<{ total: number }>;
      }
    ).rows;
    const lexicon: Lexicon = new Map();
    let last = 0;
    let done = 0;
    for (;;) {
      const { rows: found } = (await tx.execute(sql`
        SELECT p.id, p.name, p.item_code AS "itemCode",
          array_remove(ARRAY[c.name, s1.name, s2.name], NULL) AS sections,
          coalesce((SELECT json_agg(json_build_array(pp.key, pp.value) ORDER BY pp.position)
            FROM product_props pp WHERE pp.product_id = p.id), '[]') AS props
        FROM products p JOIN categories c ON c.id = p.category_id
          JOIN subcategories s1 ON s1.id = p.subcategory_id
          LEFT JOIN subcategories s2 ON s2.id = p.subcategory2_id
        WHERE p.id > ${last} ORDER BY p.id LIMIT ${BATCH}`)) as {
        rows: Array<IndexedProduct & { id: number }>;
      };
      if (found.length === 0) break;
      const documents = found.map((p) => {
        addWords(lexicon, lexiconWords(p));
        return searchDocument(p);
      });
      await tx.execute(sql`
        UPDATE products p SET search_text = u.t, search_sections = u.s, search_props = u.c
        FROM unnest(${sql.param(found.map((p) => p.id))}::int[], ${sql.param(documents.map((d) => d.text))}::text[],
          ${sql.param(documents.map((d) => d.sections))}::text[], ${sql.param(documents.map((d) => d.props))}::text[])
          AS u(id, t, s, c)
        WHERE p.id = u.id`);
      last = Number(found[found.length - 1]!.id);
      done += found.length;
      onProgress?.(done, total);
    }
    await tx.execute(sql`TRUNCATE search_words`);
    await writeLexicon(tx, lexicon);
    await tx
      .insert(catalogMeta)
      .values({ key: SEARCH_INDEX_KEY, value: SEARCH_INDEX_VERSION })
      .onConflictDoUpdate({ target: catalogMeta.key, set: { value: SEARCH_INDEX_VERSION } });
  });
  // Every row was written anew: the table and each of its indexes held the old rows beside the new ones.
  // Rewritten, they are as compact as after a seed (half-empty ones made searches and listings slower); the
  // plain VACUUM then marks the pages all-visible, which the counts read from an index alone need.
  await db.execute(sql`VACUUM FULL products`);
  await db.execute(sql`VACUUM ANALYZE products`);
}

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
  const documents = batch.map((p) => searchDocument(indexed(p)));
  const inserted = (await tx.execute(sql`
    INSERT INTO products (item_code, name, category_id, subcategory_id, subcategory2_id, price, old_price,
      height_mm, width_mm, depth_mm, weight_kg, image_family, image_variant, image_count, search_text,
      search_sections, search_props)
    SELECT * FROM unnest(
      ${sql.param(col((p) => p.itemCode))}::text[], ${sql.param(col((p) => p.name))}::text[],
      ${sql.param(placed.map((p) => p.categoryId))}::int[], ${sql.param(placed.map((p) => p.subcategoryId))}::int[],
      ${sql.param(placed.map((p) => p.subcategory2Id))}::int[],
      ${sql.param(col((p) => p.price))}::int[], ${sql.param(col((p) => p.oldPrice))}::int[],
      ${sql.param(col((p) => p.heightMm))}::int[], ${sql.param(col((p) => p.widthMm))}::int[], ${sql.param(col((p) => p.depthMm))}::int[],
      ${sql.param(col((p) => p.weightKg))}::float8[], ${sql.param(col((p) => p.imageFamily))}::text[],
      ${sql.param(col((p) => p.imageVariant))}::int[], ${sql.param(col((p) => p.imageCount))}::int[],
      ${sql.param(documents.map((d) => d.text))}::text[], ${sql.param(documents.map((d) => d.sections))}::text[],
      ${sql.param(documents.map((d) => d.props))}::text[])
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
