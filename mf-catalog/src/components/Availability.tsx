import { TEXTS } from '@shop/shared';
import styles from './Availability.module.css';

/** «В наличии» when there is a new price, otherwise «Нет в наличии» (spec section 4). */
export function Availability({ newPrice }: { newPrice: string | null }) {
  return (
    <span className={newPrice ? styles.inStock : styles.outOfStock}>
      {newPrice ? TEXTS.product.inStock : TEXTS.product.outOfStock}
    </span>
  );
}
