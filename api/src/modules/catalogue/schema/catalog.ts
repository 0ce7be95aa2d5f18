import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  json,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { tsvector } from './types';

/**
 * A characteristic's value that states a number: a number and at most three words of unit (`product_props.num`
 * below; the search document's number words, model/text.ts, read values the same way).
 */
export const NUMERIC_VALUE = '^[0-9]+([.,][0-9]+)?( +[^ 0-9]+){0,3}$';

/**
 * The three-level catalogue: category → subcategory (level 1) → second-level subcategory (level 2).
 * Names are Russian, slugs transliterated as in the spec. Money is whole roubles.
 * `name_ru` ordering uses the ICU collation `ru` created by the first migration.
 */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  family: text('family').notNull(),
  position: smallint('position').notNull(),
});

export const subcategories = pgTable(
  'subcategories',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => subcategories.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    slug: text('slug').notNull(),
    /** Path below /catalog, e.g. `seyfy/dlya-oruzhiya`; unique across the catalogue. */
    path: text('path').notNull().unique(),
    name: text('name').notNull(),
    family: text('family').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [index('subcategories_category_idx').on(t.categoryId, t.position)],
);

/** What the filter counts read of an item (read/filters.ts), in its two covering indexes. */
const filterCovered = (
  t: Record<'id' | 'price' | 'heightMm' | 'widthMm' | 'depthMm' | 'weightKg', AnyPgColumn>,
) => [t.id, t.price, t.heightMm, t.widthMm, t.depthMm, t.weightKg] as const;

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    itemCode: text('item_code').notNull().unique(),
    name: text('name').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    /** Level-1 subcategory; set for items of its level-2 children too, so its listing includes them. */
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => subcategories.id, { onDelete: 'cascade' }),
    subcategory2Id: integer('subcategory2_id').references(() => subcategories.id, { onDelete: 'cascade' }),
    /** Whole roubles; null = no price, shown «Нет в наличии». */
    price: integer('price'),
    oldPrice: integer('old_price'),
    available: boolean('available')
      .notNull()
      .generatedAlwaysAs(sql`price IS NOT NULL`),
    heightMm: integer('height_mm').notNull(),
    widthMm: integer('width_mm').notNull(),
    depthMm: integer('depth_mm').notNull(),
    weightKg: doublePrecision('weight_kg').notNull(),
    /** Which server-drawn SVG pictures the item: family + variant, see read/images.ts. */
    imageFamily: text('image_family').notNull(),
    imageVariant: smallint('image_variant').notNull(),
    imageCount: smallint('image_count').notNull(),
    /** False: «Снят с продажи», hidden from buyers (listings, search, feeds, product page, orders); migration 0020. */
    onSale: boolean('on_sale').notNull().default(true),
    /** Pieces in stock as the owner counts them; null: not counted. */
    stock: integer('stock'),
    description: text('description').notNull().default(''),
    /** Counts the product's changes (write/): an edit names the version it was based on. */
    version: integer('version').notNull().default(1),
    /**
     * Name, model codes, item code and the brand's other spelling, folded for search (lower case, ё→е,
     * Latin look-alikes → Cyrillic); written by the seeder (model/text.ts `searchDocument`).
     */
    searchText: text('search_text').notNull(),
    /** Names of the sections on the item's path, folded the same way. */
    searchSections: text('search_sections').notNull().default(''),
    /** Characteristics as a shopper names them («тип замка ключевой», «огнестойкость 60 минут»), folded. */
    searchProps: text('search_props').notNull().default(''),
    /** Weighted document: name A, sections B, characteristics C, dimensions D (ranked by ts_rank). */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('russian', search_text), 'A') ||
          setweight(to_tsvector('russian', search_sections), 'B') ||
          setweight(to_tsvector('russian', search_props), 'C') ||
          setweight(to_tsvector('simple', height_mm::text || ' ' || width_mm::text || ' ' || depth_mm::text), 'D')`,
      ),
  },
  (t) => [
    // Every listing order, for level-1 and level-2 listings; the item code breaks ties so pages are stable.
    index('products_sub_name_idx').on(t.subcategoryId, sql`${t.name} COLLATE "ru"`, t.itemCode),
    index('products_sub_price_asc_idx').on(t.subcategoryId, sql`${t.price} ASC NULLS LAST`, t.itemCode),
    index('products_sub_price_desc_idx').on(t.subcategoryId, sql`${t.price} DESC NULLS LAST`, t.itemCode),
    index('products_sub2_name_idx').on(t.subcategory2Id, sql`${t.name} COLLATE "ru"`, t.itemCode),
    index('products_sub2_price_asc_idx').on(t.subcategory2Id, sql`${t.price} ASC NULLS LAST`, t.itemCode),
    index('products_sub2_price_desc_idx').on(t.subcategory2Id, sql`${t.price} DESC NULLS LAST`, t.itemCode),
    // What the filter counts read of a section's items, without visiting the table.
    index('products_sub_filter_idx').on(t.subcategoryId, ...filterCovered(t)),
    index('products_sub2_filter_idx').on(t.subcategory2Id, ...filterCovered(t)),
    // A listing's count of a section's items on sale, from the index alone (migration 0024).
    index('products_sub_sale_idx')
      .on(t.subcategoryId)
      .where(sql`${t.onSale}`),
    index('products_sub2_sale_idx')
      .on(t.subcategory2Id)
      .where(sql`${t.onSale}`),
    index('products_category_idx').on(t.categoryId),
    index('products_search_vector_idx').using('gin', t.searchVector),
    // A search's price limit («шкаф для документов до 20 000»): ANDed with the word index, it leaves only the
    // matching items' pages to read.
    index('products_price_idx').on(t.price),
  ],
);

/**
 * What a catalogue page shows of a product beyond its columns: its characteristics and uploaded pictures as one
 * JSON value (`ProductCard`), made by the database's triggers whenever a product, a characteristic or a picture
 * is written (migration 0025), so a page reads one row per product instead of aggregating them per read.
 */
export const productCards = pgTable('product_cards', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  card: json('card').notNull(),
});

export const productProps = pgTable(
  'product_props',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    /**
     * The number the value states, computed by the database whenever a value is written, so filters and
     * search compare numbers without parsing text per request. Numeric means a number and at most three
     * words of unit: «1612 мм» → 1612, «0,8 мм» → 0.8, «10 ед. оружия» → 10; «Серый RAL 7035», «Нет» → null.
     */
    num: doublePrecision('num').generatedAlwaysAs(
      sql`CASE WHEN value ~ ${sql.raw(`'${NUMERIC_VALUE}'`)}
        THEN replace(substring(value FROM '^[0-9]+(?:[.,][0-9]+)?'), ',', '.')::double precision END`,
    ),
    /**
     * The product's sections, copied from `products` by a trigger on insert (migration 0011), so the filter
     * counts of a section read its characteristics as one index range instead of one lookup per item.
     */
    subcategoryId: integer('subcategory_id'),
    subcategory2Id: integer('subcategory2_id'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.position] }),
    // Search compares a number with one characteristic («на 5 ружей»: Вместимость 4–6) and counts how
    // many items have it, from the index alone, by exact keys (query.ts: a range of num within each key).
    index('product_props_key_num_idx').on(t.key.op('text_pattern_ops'), t.num, t.productId),
    // A section's characteristics in (key, value) order, covering what filters and their counts read.
    index('product_props_sub_filter_idx').on(t.subcategoryId, t.key, t.value, t.num, t.productId),
    index('product_props_sub2_filter_idx').on(t.subcategory2Id, t.key, t.value, t.num, t.productId),
  ],
);

/**
 * The search lexicon: every distinct folded word of product names, section names, brands (both spellings)
 * and characteristic values, for per-word typo correction with pg_trgm. A few thousand rows whatever the
 * catalogue size, so a similarity lookup has a bounded cost.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    /** The word as written in product names (shown when a corrected query is reported). */
    display: text('display').notNull(),
    frequency: integer('frequency').notNull(),
  },
  (t) => [index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);

/** Key/value facts about the stored catalogue (seed size, generator version). */
export const catalogMeta = pgTable('catalog_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
