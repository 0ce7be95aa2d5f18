import { formatRub, TEXTS, type AvailabilityResponse } from '@shop/shared';
import { ADMIN_TEXTS } from '../../../texts';
import styles from './PriceTool.module.css';

/** The availability check's answer: the product, its price and whether it can be ordered. */
export function AvailabilityResult({ answer }: { answer: AvailabilityResponse }) {
  return (
    <dl className={styles.figures}>
      <div>
        <dt>{TEXTS.product.itemCode}</dt>
        <dd>{answer.itemCode}</dd>
      </div>
      <div>
        <dt>{ADMIN_TEXTS.name}</dt>
        <dd>{answer.name}</dd>
      </div>
      <div>
        <dt>{ADMIN_TEXTS.price}</dt>
        <dd>{answer.price === null ? ADMIN_TEXTS.noPrice : formatRub(answer.price)}</dd>
      </div>
      <div>
        <dt>{ADMIN_TEXTS.availability}</dt>
        <dd>{answer.available ? TEXTS.product.inStock : TEXTS.product.outOfStock}</dd>
      </div>
    </dl>
  );
}
