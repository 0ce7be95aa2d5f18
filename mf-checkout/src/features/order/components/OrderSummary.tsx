import { Link } from 'react-router-dom';
import {
  PATHS,
  TEXTS,
  VisuallyHidden,
  formatRub,
  mailtoHref,
  telHref,
  useSiteContent,
  type BasketTotals,
} from '@shop/shared';
import { CHECKOUT_TEXTS } from '../../../texts';
import styles from './OrderForm.module.css';

interface OrderSummaryProps {
  totals: BasketTotals;
  count: number;
  sending: boolean;
}

/** «Ваш заказ»: the sums, «Оформить заказ» (the form's submit), the privacy line and the info blocks. */
export function OrderSummary({ totals, count, sending }: OrderSummaryProps) {
  const { phone, email } = useSiteContent().shop;
  return (
    <aside className={styles.summary} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className={styles.summaryTitle}>
        {TEXTS.order.summaryTitle}
      </h2>
      <dl className={styles.rows}>
        <dt>{CHECKOUT_TEXTS.order.goodsCount(count)}</dt>
        <dd>
          {totals.saving > 0 && (
            <>
              <s className={styles.struck}>{formatRub(totals.oldTotal)}</s>{' '}
            </>
          )}
          {formatRub(totals.total)}
        </dd>
        <dt>{TEXTS.order.vatIncluded}</dt>
        <dd>{formatRub(totals.vat)}</dd>
        <dt>{TEXTS.order.saving}</dt>
        <dd>{formatRub(totals.saving)}</dd>
        <dt>{TEXTS.order.delivery}</dt>
        <dd>{TEXTS.order.deliveryValue}</dd>
        <dt className={styles.total}>{TEXTS.order.total}</dt>
        <dd className={styles.total}>{formatRub(totals.total)}</dd>
      </dl>
      <button type="submit" className={styles.submit} disabled={sending}>
        {sending && <span className={styles.spinner} aria-hidden="true" />}
        {TEXTS.order.submit}
      </button>
      <p role="status" className={styles.status}>
        {sending && <VisuallyHidden>{TEXTS.order.sending}</VisuallyHidden>}
      </p>
      <p className={styles.privacy}>
        {CHECKOUT_TEXTS.order.privacyBefore}
        <Link to={PATHS.privacyPolicy}>{CHECKOUT_TEXTS.order.privacyLink}</Link>.
      </p>
      <ul className={styles.info}>
        <li>
          <strong>{TEXTS.order.securePayment}</strong>
          <span>{CHECKOUT_TEXTS.order.securePaymentText}</span>
        </li>
        <li>
          <strong>{TEXTS.order.easyReturn}</strong>
          <span>{CHECKOUT_TEXTS.order.easyReturnText}</span>
        </li>
        <li>
          <strong>{TEXTS.order.help}</strong>
          <span>
            {CHECKOUT_TEXTS.order.helpText} <a href={telHref(phone)}>{phone}</a>,{' '}
            <a href={mailtoHref(email)}>{email}</a>
          </span>
        </li>
      </ul>
    </aside>
  );
}
