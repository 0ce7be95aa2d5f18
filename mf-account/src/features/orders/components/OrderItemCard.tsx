import { Link } from 'react-router-dom';
import { formatRub, TEXTS, VisuallyHidden, type StoredItem } from '@shop/shared';
import { ACCOUNT_TEXTS } from '../../../texts';
import styles from './Orders.module.css';

/** One line of an order in the strip: image, name, prices and the discount (spec section 2). */
export function OrderItemCard({ item }: { item: StoredItem }) {
  const name = item.name || TEXTS.product.unknownName;
  return (
    <li className={styles.item}>
      {item.image ? (
        <img className={styles.image} src={item.image} alt="" loading="lazy" width={120} height={120} />
      ) : (
        <span className={`${styles.image} ${styles.noImage}`} aria-hidden="true" />
      )}
      <span className={styles.itemName}>{item.link ? <Link to={item.link}>{name}</Link> : name}</span>
      <span className={styles.newPrice}>{item.newPrice ?? TEXTS.product.priceMissing}</span>
      {item.oldPrice && (
        <s className={styles.oldPrice}>
          <VisuallyHidden>{ACCOUNT_TEXTS.orders.oldPrice} </VisuallyHidden>
          {item.oldPrice}
        </s>
      )}
      {item.discountPercentage > 0 && (
        <span className={styles.badge}>
          {ACCOUNT_TEXTS.orders.discount(item.discountPercentage, formatRub(item.discount))}
        </span>
      )}
      <span className={styles.count}>{ACCOUNT_TEXTS.orders.count(item.count)}</span>
    </li>
  );
}
