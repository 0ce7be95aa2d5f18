// Everything the orders read of the catalogue, in this one file.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';

export { picturesOf } from '../../catalogue/pictures';
export { imageUrl } from '../../plugins/catalog';

/** A product an order may take: on sale and with a price. */
export interface ProductForOrder {
  itemCode: string;
  name: string;
  price: number;
  oldPrice: number | null;
  imageFamily: string;
  imageVariant: number;
}

/** The products of the codes an order may take: a product off sale or without a price is left out. */
export async function productsForOrder(db: Db, codes: string[]): Promise<ProductForOrder[]> {
  const found = await db
    .select({
      itemCode: products.itemCode,
      name: products.name,
      price: products.price,
      oldPrice: products.oldPrice,
      imageFamily: products.imageFamily,
      imageVariant: products.imageVariant,
    })
    .from(products)
    .where(and(inArray(products.itemCode, codes), isNotNull(products.price), eq(products.onSale, true)));
  return found.flatMap(({ price, ...rest }) => (price === null ? [] : [{ ...rest, price }]));
}
