import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client';
import { products } from './schema/catalog';
import { picturesOf } from './pictures/product-pictures';
import { imageUrl } from './read/service';
import { type OutOfStock, orderable } from './model/stock';

/** A product as an order's line takes it: priced by the server, with the picture the buyer saw. */
export interface OrderProduct {
  itemCode: string;
  name: string;
  /** Whole roubles. */
  price: number;
  oldPrice: number | null;
  /** The uploaded main picture's card JPEG, else the drawing of its family. */
  image: string;
}

/**
 * The products of `codes` that can be ordered now (on sale, priced, and in stock unless the owner takes
 * orders for those without: `outOfStock`), by item code; the others are left out. Two statements whatever
 * the number of codes.
 */
export async function productsForOrder(
  db: Db,
  codes: string[],
  outOfStock: OutOfStock,
): Promise<Map<string, OrderProduct>> {
  const found = new Map<string, OrderProduct>();
  if (codes.length === 0) return found;
  const [priced, uploaded] = await Promise.all([
    db
      .select({
        itemCode: products.itemCode,
        name: products.name,
        price: products.price,
        oldPrice: products.oldPrice,
        imageFamily: products.imageFamily,
        imageVariant: products.imageVariant,
      })
      .from(products)
      .where(and(inArray(products.itemCode, codes), orderable(outOfStock), eq(products.onSale, true))),
    picturesOf(db, codes),
  ]);
  for (const { itemCode, name, price, oldPrice, imageFamily, imageVariant } of priced) {
    if (price === null) continue;
    const image = uploaded.get(itemCode)?.[0]?.card.src ?? imageUrl(imageFamily, imageVariant);
    found.set(itemCode, { itemCode, name, price, oldPrice, image });
  }
  return found;
}

/**
 * Which of `codes` are products of the catalogue (on sale or not). One array parameter, not one per code:
 * an exchange's batch names thousands.
 */
export async function knownItemCodes(db: Db, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const found = await rows<{ item_code: string }>(
    db,
    sql`SELECT item_code FROM products WHERE item_code = ANY(${sql.param(codes)}::text[])`,
  );
  return new Set(found.map((row) => row.item_code));
}
