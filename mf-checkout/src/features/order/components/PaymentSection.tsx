import { useState } from 'react';
import { TEXTS } from '@shop/shared';
import { CHECKOUT_TEXTS } from '../../../texts';
import styles from './OrderForm.module.css';

const METHODS = [TEXTS.order.payByCard, TEXTS.order.payBySbp, TEXTS.order.payAgreeWithManager] as const;

/**
 * Section 3: the three ways the spec shows. Only cash is taken now (spec section 4), so whichever is
 * pressed the order is sent with `payType: 'CASH'`, and the page says so.
 */
export function PaymentSection() {
  const [pressed, setPressed] = useState<string>(TEXTS.order.payAgreeWithManager);
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>
        {CHECKOUT_TEXTS.order.sectionNumber(3, TEXTS.order.paymentSection)}
      </legend>
      <div className={styles.payments} role="group" aria-label={CHECKOUT_TEXTS.order.paymentKind}>
        {METHODS.map((method) => (
          <button
            key={method}
            type="button"
            className={method === pressed ? styles.pointButtonChosen : styles.pointButton}
            aria-pressed={method === pressed}
            onClick={() => setPressed(method)}
          >
            {method}
          </button>
        ))}
      </div>
      <p className={styles.note}>{TEXTS.order.cashOnly}</p>
    </fieldset>
  );
}
