import { Link } from 'react-router-dom';
import { Prices, ProductImage, TEXTS, type StoredItem } from '@shop/shared';
import { ACCOUNT_TEXTS } from '../../../texts';
import styles from './Orders.module.css';

/** One line of an order in the strip: image, name, prices and the discount (spec section 2). */
export function OrderItemCard({ item }: { item: StoredItem }) {
  const name = item.name || TEXTS.product.unknownName;
  return (
    <li className={styles.item}>
      <ProductImage src={item.image} alt="" width={120} height={120} className={styles.image} />
      <span className={styles.itemName}>{item.link ? <Link to={item.link}>{name}</Link> : name}</span>
      <Prices {...item} />
      <span className={styles.count}>{ACCOUNT_TEXTS.orders.count(item.count)}</span>
    </li>
  );
}
