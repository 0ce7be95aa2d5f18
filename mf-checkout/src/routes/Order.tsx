import { TEXTS, usePageTitle } from '@shop/shared';
import { OrderForm } from '../features/order';
import styles from './Page.module.css';

/** `/order`: buyer, delivery, payment and «Ваш заказ» (spec sections 2 and 4). */
export default function Order() {
  usePageTitle(TEXTS.order.title);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{TEXTS.order.title}</h1>
      <OrderForm />
    </section>
  );
}
