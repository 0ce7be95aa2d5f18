import { z } from 'zod';
import { productPropSchema } from './catalog';

/**
 * A product as the basket, favourites and compare lists keep it (spec section 3), and as an order's line
 * comes back in the orders list: the product's display data and a count.
 */
export const storedItemSchema = z.object({
  name: z.string(),
  newPrice: z.string().nullable(),
  oldPrice: z.string().nullable(),
  count: z.number().int(),
  link: z.string(),
  image: z.string(),
  discount: z.number().int(),
  discountPercentage: z.number().int(),
  itemCode: z.string(),
  props: z.array(productPropSchema),
});
export type StoredItem = z.infer<typeof storedItemSchema>;
