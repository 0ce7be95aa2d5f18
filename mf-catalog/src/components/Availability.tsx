import { TEXTS, type Product } from '@shop/shared';
import { CATALOG_TEXTS } from '../texts';
import styles from './Availability.module.css';

type Stock = Pick<Product, 'available' | 'preorder'>;

/**
 * «Под заказ» for a product without stock the owner lets buyers order, «В наличии» for one in stock,
 * otherwise «Нет в наличии» (spec section 4).
 */
export function availabilityText({ available, preorder }: Stock): string {
  if (preorder) return CATALOG_TEXTS.product.preorder;
  return available ? TEXTS.product.inStock : TEXTS.product.outOfStock;
}

/** A product's availability next to its price. */
export function Availability({ product }: { product: Stock }) {
  const className = product.preorder
    ? styles.preorder
    : product.available
      ? styles.inStock
      : styles.outOfStock;
  return <span className={className}>{availabilityText(product)}</span>;
}
