import type { Product, StoredItem } from '../contract';

/** The entry kept in the basket, favourites or compare list for a product. */
export function toStoredItem(product: Product, count = 1): StoredItem {
  return {
    name: product.name,
    newPrice: product.newPrice,
    oldPrice: product.oldPrice,
    count,
    link: product.link,
    image: product.image ?? product.images?.[0] ?? '',
    discount: product.discount,
    discountPercentage: product.discountPercentage,
    itemCode: product.itemCode,
    props: product.props,
  };
}
