import { TEXTS, usePageTitle } from '@shop/shared';
import { AccountNav } from '../components/AccountNav';
import { OrdersList } from '../features/orders';
import styles from './AccountPage.module.css';

/**
 * `/orders`. Open to guests too: they see the orders placed from this browser and are invited to log in
 * (the order page sends every buyer here after placing an order).
 */
export default function Orders() {
  usePageTitle(TEXTS.orders.title);
  return (
    <div className={styles.page}>
      <h1>{TEXTS.orders.title}</h1>
      <AccountNav />
      <OrdersList />
    </div>
  );
}
