import type { Category, Item, Product, Subcategory, SubcategoryLeaf } from '@shop/shared/contract';
import {
  ENDPOINTS,
  MAX_ORDER_LINES,
  catalogPath,
  discountOf,
  formatDimensions,
  formatRub,
  productPath,
} from '@shop/shared/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../../db/client';
import { categories, products, subcategories } from '../schema/catalog';
import { badRequest, notFound } from '../../../http/errors';
import { API_PREFIX } from '../../../http/schemas';
import { IMAGE_VARIANTS } from '../model/families';
import { type PictureRow, toProductPicture } from '../pictures/product-pictures';
import { PAGE_DETAILS, type PageDetailsRow, pageDetailsOf } from './sections';
import { CATALOG_VERSION } from '../model/version';
import { type OutOfStock, availabilityOf } from '../model/stock';

export const imageUrl = (family: string, variant: number, view = 1): string =>
  `${API_PREFIX}${ENDPOINTS.catalogImage(`${family}-${variant}-${view}`)}`;

/** A product's characteristics and uploaded pictures as its pages show them (`product_cards`, migration 0025). */
export interface ProductCard {
  props: Product['props'];
  /** Its uploaded pictures, main first then in their order; null when it has none. */
  pictures: PictureRow[] | null;
}

/** A product card's columns and its card details. */
export interface ProductRow {
  id: number;
  item_code: string;
  name: string;
  price: number | null;
  old_price: number | null;
  /** Pieces in stock; null: not counted. */
  stock: number | null;
  height_mm: number;
  width_mm: number;
  depth_mm: number;
  weight_kg: number;
  image_family: string;
  image_variant: number;
  image_count: number;
  card: ProductCard;
}

export const COLUMNS = sql`products.id, products.item_code, products.name, products.price, products.old_price,
  products.stock, products.height_mm, products.width_mm, products.depth_mm, products.weight_kg, products.image_family,
  products.image_variant, products.image_count`;
/**
 * The card details of the product `id`, kept by the database's triggers (migration 0025): one row read by its
 * key, where aggregating the characteristics and pictures per read cost two to three times the rest of a page.
 */
export const cardOf = (id: SQL) =>
  sql`(SELECT c.card FROM product_cards c WHERE c.product_id = ${id}) AS card`;
export const PRODUCT = sql`${COLUMNS}, ${cardOf(sql`products.id`)}`;

/**
 * The products matching `where` with their characteristics, in one statement: a round trip to the database
 * costs more than reading a page's characteristics (PGlite answers through its socket, db/embedded.ts).
 * `withVersion`: each row also carries the catalogue's version as of this statement (version.ts).
 */
export function productsWhere(
  db: Db,
  where: SQL,
  withVersion = false,
): Promise<Array<ProductRow & { version?: string }>> {
  const version = withVersion ? sql`, (${CATALOG_VERSION}) AS version` : sql``;
  return rows<ProductRow>(db, sql`SELECT ${PRODUCT}${version} FROM products WHERE ${where}`);
}

/** The product as buyers see it; a product without stock is «Под заказ» or not orderable by `outOfStock`. */
export function toProduct(row: ProductRow, outOfStock: OutOfStock, withImages = false): Product {
  const pictures = (row.card.pictures ?? []).map(toProductPicture);
  // An uploaded main picture wins over the drawing; the basket, orders and previews read `image`.
  const [main] = pictures;
  const product: Product = {
    name: row.name,
    itemCode: row.item_code,
    link: productPath(row.item_code),
    newPrice: row.price === null ? null : formatRub(row.price),
    oldPrice: row.old_price === null || row.price === null ? null : formatRub(row.old_price),
    ...availabilityOf(row.price, row.stock, outOfStock),
    ...discountOf(row.price, row.old_price),
    image: main ? main.card.src : imageUrl(row.image_family, row.image_variant),
    ...(main ? { picture: main } : {}),
    dimensions: formatDimensions(row.height_mm, row.width_mm, row.depth_mm),
    weight: Number(row.weight_kg),
    props: row.card.props,
  };
  if (withImages) {
    product.images =
      pictures.length > 0
        ? pictures.map((picture) => picture.page.src)
        : Array.from({ length: row.image_count }, (_, i) =>
            imageUrl(row.image_family, row.image_variant, i + 1),
          );
    if (pictures.length > 0) product.pictures = pictures;
  }
  return product;
}

// What slugs and item codes can look like; anything else cannot exist, so it is not looked up.
const SLUG = /^[a-z0-9-]{1,100}$/;
const ITEM_CODE = /^[\p{L}\d-]{1,50}$/u;

/** The whole category tree with item counts (a level-1 count includes its level-2 children's items). */
export async function categoryTree(db: Db): Promise<Category[]> {
  const [cats, subs, counts] = await Promise.all([
    db.select().from(categories).orderBy(categories.position),
    db.select().from(subcategories).orderBy(subcategories.level, subcategories.position),
    rows<{ id: number; count: number }>(
      db,
      sql`SELECT subcategory_id AS id, count(*)::int AS count FROM products WHERE on_sale GROUP BY 1
          UNION ALL
          SELECT subcategory2_id, count(*)::int FROM products WHERE subcategory2_id IS NOT NULL AND on_sale GROUP BY 1`,
    ),
  ]);
  const countOf = new Map(counts.map((c) => [Number(c.id), Number(c.count)]));
  const leaf = (s: (typeof subs)[number]): SubcategoryLeaf => ({
    subcategoryName: s.name,
    subcategoryLink: catalogPath(...s.path.split('/')),
    itemsCount: countOf.get(s.id) ?? 0,
    imageSrc: imageUrl(s.family, s.position % IMAGE_VARIANTS),
  });
  const node = (s: (typeof subs)[number]): Subcategory => ({
    ...leaf(s),
    subcategories: subs.filter((child) => child.parentId === s.id).map(leaf),
  });
  return cats.map((c) => ({
    _id: String(c.id),
    categoryName: c.name,
    categoryLink: catalogPath(c.slug),
    categoryImg: imageUrl(c.family, 0),
    subcategories: subs.filter((s) => s.categoryId === c.id && s.level === 1).map(node),
  }));
}

export function findCategory(tree: Category[], slug: string): Category {
  const category = SLUG.test(slug) ? tree.find((c) => c.categoryLink === catalogPath(slug)) : undefined;
  if (!category) throw notFound('Категория не найдена');
  return category;
}

/** What buyers see: a product taken off sale is hidden everywhere but in old orders (migration 0020). */
export const onSale = eq(products.onSale, true);

/**
 * The items of `codes` (comma-separated) that exist and are on sale, in the order asked; a code that cannot exist or is
 * unknown is left out. More codes than one order may hold are refused.
 */
export async function items(db: Db, codes: string, outOfStock: OutOfStock): Promise<Product[]> {
  const asked = [...new Set(codes.split(',').map((code) => code.trim()))].filter(Boolean);
  if (asked.length === 0) throw badRequest('Укажите коды товаров через запятую');
  if (asked.length > MAX_ORDER_LINES) {
    throw badRequest(`Не более ${MAX_ORDER_LINES} кодов товаров за один запрос`);
  }
  const known = asked.filter((code) => ITEM_CODE.test(code));
  if (known.length === 0) return [];
  const found = await productsWhere(db, and(inArray(products.itemCode, known), onSale)!);
  const byCode = new Map(found.map((row) => [row.item_code, toProduct(row, outOfStock)]));
  return known.flatMap((code) => byCode.get(code) ?? []);
}

export async function item(
  db: Db,
  itemCode: string,
  outOfStock: OutOfStock,
): Promise<Product & Pick<Item, 'sections' | 'description'>> {
  if (!ITEM_CODE.test(itemCode)) throw notFound('Товар не найден');
  // One statement with the page's own details: a product page asked once costs PGlite's thread one read.
  const [row] = await rows<ProductRow & PageDetailsRow>(
    db,
    sql`SELECT ${PRODUCT}, ${PAGE_DETAILS} FROM products WHERE ${and(eq(products.itemCode, itemCode), onSale)}`,
  );
  if (!row) throw notFound('Товар не найден');
  return { ...toProduct(row, outOfStock, true), ...pageDetailsOf(row) };
}
