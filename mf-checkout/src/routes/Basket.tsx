import { TEXTS, usePageTitle } from '@shop/shared';
import { EmptyState } from '../components/EmptyState';
import { useFocusAfterRemoval } from '../components/useFocusAfterRemoval';
import { BasketCard, BasketSummary, useFreshBasket } from '../features/basket';
import { CHECKOUT_TEXTS } from '../texts';
import styles from './Page.module.css';

/** `/basket`: the entries with their quantities and the sums, or the empty state (spec section 2). */
export default function Basket() {
  usePageTitle(TEXTS.basket.title);
  const { lines, totals, count } = useFreshBasket();
  const { list, heading } = useFocusAfterRemoval(lines.map((line) => line.item.itemCode));
  return (
    <section className={styles.page}>
      <h1 className={styles.title} ref={heading} tabIndex={-1}>
        {TEXTS.basket.title}
      </h1>
      {lines.length === 0 ? (
        <EmptyState message={TEXTS.basket.empty} hint={TEXTS.common.continueShoppingHint} />
      ) : (
        <div className={styles.columns}>
          <ul className={styles.list} aria-label={CHECKOUT_TEXTS.basket.items} ref={list}>
            {lines.map((line, index) => (
              <li key={line.item.itemCode}>
                <BasketCard line={line} priority={index === 0} />
              </li>
            ))}
          </ul>
          <BasketSummary totals={totals} count={count} />
        </div>
      )}
    </section>
  );
}
