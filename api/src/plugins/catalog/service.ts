import type {
  Category,
  Item,
  ListingQuery,
  ListingResponse,
  Product,
  ProductPicture,
  Subcategory,
  SubcategoryLeaf,
} from '@shop/shared/contract';
import {
  ENDPOINTS,
  type ListingFilters,
  MAX_ORDER_LINES,
  catalogPath,
  discountOf,
  formatDimensions,
  formatRub,
  productPath,
} from '@shop/shared/domain';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client';
import { categories, productProps, products, subcategories } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { API_PREFIX } from '../../http/schemas';
import { IMAGE_VARIANTS } from '../../catalogue/families';
import { picturesOf } from '../../catalogue/pictures';
import { type Section, listingWhere } from './filters';
import { sectionsOf } from './sections';

export const imageUrl = (family: string, variant: number, view = 1): string =>
  `${API_PREFIX}${ENDPOINTS.catalogImage(`${family}-${variant}-${view}`)}`;

const productColumns = {
  id: products.id,
  itemCode: products.itemCode,
  name: products.name,
  price: products.price,
  oldPrice: products.oldPrice,
  heightMm: products.heightMm,
  widthMm: products.widthMm,
  depthMm: products.depthMm,
  weightKg: products.weightKg,
  imageFamily: products.imageFamily,
  imageVariant: products.imageVariant,
  imageCount: products.imageCount,
};
export function selectProducts(db: Db) {
  return db.select(productColumns).from(products);
}
type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];

function toProduct(
  row: ProductRow,
  props: Product['props'],
  pictures: ProductPicture[],
  withImages: boolean,
): Product {
  // An uploaded main picture wins over the drawing; the basket, orders and previews read `image`.
  const [main] = pictures;
  const product: Product = {
    name: row.name,
    itemCode: row.itemCode,
    link: productPath(row.itemCode),
    newPrice: row.price === null ? null : formatRub(row.price),
    oldPrice: row.oldPrice === null || row.price === null ? null : formatRub(row.oldPrice),
    available: row.price !== null,
    ...discountOf(row.price, row.oldPrice),
    image: main ? main.card.src : imageUrl(row.imageFamily, row.imageVariant),
    ...(main ? { picture: main } : {}),
    dimensions: formatDimensions(row.heightMm, row.widthMm, row.depthMm),
    weight: row.weightKg,
    props,
  };
  if (withImages) {
    product.images =
      pictures.length > 0
        ? pictures.map((picture) => picture.page.src)
        : Array.from({ length: row.imageCount }, (_, i) =>
            imageUrl(row.imageFamily, row.imageVariant, i + 1),
          );
    if (pictures.length > 0) product.pictures = pictures;
  }
  return product;
}

/** Products with their characteristics and uploaded pictures, in the order of `found`. */
export async function withProps(db: Db, found: ProductRow[], withImages = false): Promise<Product[]> {
  if (found.length === 0) return [];
  const [byItem, propRows] = await Promise.all([
    picturesOf(
      db,
      found.map((p) => p.itemCode),
    ),
    db
      .select({ productId: productProps.productId, key: productProps.key, value: productProps.value })
      .from(productProps)
      .where(
        inArray(
          productProps.productId,
          found.map((p) => p.id),
        ),
      )
      .orderBy(productProps.productId, productProps.position),
  ]);
  const byProduct = new Map<number, Product['props']>();
  for (const { productId, key, value } of propRows) {
    const list = byProduct.get(productId) ?? [];
    list.push({ key, value });
    byProduct.set(productId, list);
  }
  return found.map((row) =>
    toProduct(row, byProduct.get(row.id) ?? [], byItem.get(row.itemCode) ?? [], withImages),
  );
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

/** A page of a level-1 or level-2 subcategory listing with the filters chosen (filters.ts). */
export async function listing(
  db: Db,
  section: Section,
  filters: ListingFilters,
  query: Pick<ListingQuery, 'limit' | 'page' | 'sort'>,
): Promise<ListingResponse> {
  const where = listingWhere(filters, section);
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .where(where);
  const offset = (query.page - 1) * query.limit;
  const after = total - offset - query.limit; // items after this page
  const page =
    offset >= total
      ? []
      : after < offset
        ? (
            await selectProducts(db)
              .where(where)
              .orderBy(...ORDER[query.sort].backward)
              .limit(Math.min(query.limit, total - offset))
              .offset(Math.max(0, after))
          ).reverse()
        : await selectProducts(db)
            .where(where)
            .orderBy(...ORDER[query.sort].forward)
            .limit(query.limit)
            .offset(offset);
  return {
    title: section.name,
    products: await withProps(db, page),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalPages: Math.ceil(total / query.limit),
    },
  };
}

/** What buyers see: a product taken off sale is hidden everywhere but in old orders (migration 0020). */
export const onSale = eq(products.onSale, true);

/**
 * The items of `codes` (comma-separated) that exist and are on sale, in the order asked; a code that cannot exist or is
 * unknown is left out. More codes than one order may hold are refused.
 */
export async function items(db: Db, codes: string): Promise<Product[]> {
  const asked = [...new Set(codes.split(',').map((code) => code.trim()))].filter(Boolean);
  if (asked.length === 0) throw badRequest('Укажите коды товаров через запятую');
  if (asked.length > MAX_ORDER_LINES) {
    throw badRequest(`Не более ${MAX_ORDER_LINES} кодов товаров за один запрос`);
  }
  const known = asked.filter((code) => ITEM_CODE.test(code));
  if (known.length === 0) return [];
  const found = await withProps(
    db,
    await selectProducts(db).where(and(inArray(products.itemCode, known), onSale)),
  );
  const byCode = new Map(found.map((product) => [product.itemCode, product]));
  return known.flatMap((code) => byCode.get(code) ?? []);
}

export async function item(db: Db, itemCode: string): Promise<Product & Pick<Item, 'sections'>> {
  if (!ITEM_CODE.test(itemCode)) throw notFound('Товар не найден');
  const [row] = await selectProducts(db).where(and(eq(products.itemCode, itemCode), onSale));
  if (!row) throw notFound('Товар не найден');
  const [product] = await withProps(db, [row], true);
  return { ...product!, sections: await sectionsOf(db, row.id) };
}
