import type { StockSettings } from '@shop/shared/contract';
import { type SQL, sql } from 'drizzle-orm';
import { products } from '../schema/catalog';

/** The owner's choice for a product with a price and none in stock: orderable «Под заказ», or not at all. */
export type OutOfStock = StockSettings['outOfStock'];

/** What buyers are told of a product: whether it can be ordered, and whether it is «Под заказ». */
export interface Availability {
  available: boolean;
  preorder: boolean;
}

/**
 * A product with a price is orderable unless its counted stock is gone (`stock` 0): then the owner's choice
 * says. A stock left uncounted (null) is not a missing one.
 */
export function availabilityOf(
  price: number | null,
  stock: number | null,
  outOfStock: OutOfStock,
): Availability {
  if (price === null) return { available: false, preorder: false };
  if (stock === null || stock > 0) return { available: true, preorder: false };
  return outOfStock === 'to_order'
    ? { available: true, preorder: true }
    : { available: false, preorder: false };
}

/** `availabilityOf(…).available` in SQL over `products`: the orders' lines and the «в наличии» filter. */
export const orderable = (outOfStock: OutOfStock): SQL =>
  outOfStock === 'to_order'
    ? sql`${products.price} IS NOT NULL`
    : sql`(${products.price} IS NOT NULL AND (${products.stock} IS NULL OR ${products.stock} > 0))`;
