import { Link } from 'react-router-dom';
import { PATHS, TEXTS, formatRub, type BasketTotals } from '@shop/shared';
import { CHECKOUT_TEXTS } from '../../../texts';
import styles from './BasketSummary.module.css';

/** The basket's sums (spec sections 2 and 9) and the way to the order page. */
export function BasketSummary({ totals, count }: { totals: BasketTotals; count: number }) {
  return (
    <aside className={styles.summary} aria-labelledby="basket-summary-title">
      <h2 id="basket-summary-title" className={styles.title}>
        {CHECKOUT_TEXTS.basket.summary}
      </h2>
      <dl className={styles.rows}>
        <dt>{CHECKOUT_TEXTS.order.goodsCount(count)}</dt>
        <dd>{formatRub(totals.total)}</dd>
        <dt>{CHECKOUT_TEXTS.basket.oldTotal}</dt>
        {/* Struck through only when there is a discount: an equal sum crossed out reads as a mistake. */}
        <dd>{totals.saving > 0 ? <s>{formatRub(totals.oldTotal)}</s> : formatRub(totals.oldTotal)}</dd>
        <dt>{TEXTS.basket.saving}</dt>
        <dd>{formatRub(totals.saving)}</dd>
        <dt>{TEXTS.basket.vat}</dt>
        <dd>{formatRub(totals.vat)}</dd>
        <dt>{TEXTS.basket.delivery}</dt>
        <dd>{TEXTS.basket.deliveryValue}</dd>
        <dt className={styles.total}>{TEXTS.basket.total}</dt>
        <dd className={styles.total}>{formatRub(totals.total)}</dd>
      </dl>
      {totals.total > 0 && (
        <Link to={PATHS.order} className={styles.checkout}>
          {TEXTS.order.submit}
        </Link>
      )}
    </aside>
  );
}
