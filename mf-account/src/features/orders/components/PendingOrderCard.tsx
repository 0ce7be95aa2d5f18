import { useState } from 'react';
import { sendPendingOrder, Spinner, TEXTS, type PendingOrder } from '@shop/shared';
import { ACCOUNT_TEXTS } from '../../../texts';
import { OrderCard } from './OrderCard';
import styles from './Orders.module.css';

interface PendingOrderCardProps {
  order: PendingOrder;
  /** The server confirmed it: the list should show it now. */
  onPlaced: () => void;
}

/**
 * The order saved on this device and not yet confirmed (spec section 4), first in the list, with
 * «Повторить отправку»: the same call as the order page, with the same idempotency key, so a retry after
 * a lost answer never places a second order.
 */
export function PendingOrderCard({ order, onPlaced }: PendingOrderCardProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const retry = async () => {
    setBusy(true);
    setProblem(null);
    const result = await sendPendingOrder(order);
    setBusy(false);
    if (result.status === 'placed') onPlaced();
    else setProblem(result.status === 'outOfStock' ? TEXTS.order.outOfStockScreen : result.message);
  };

  return (
    <OrderCard
      headline={TEXTS.orders.pendingHeadline}
      status={TEXTS.orders.pendingStatus}
      items={order.items}
      address={order.delivery}
      totalPrice={order.totalPrice}
      timestamp={order.timestamp}
    >
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
      <button type="button" className={styles.action} onClick={() => void retry()} disabled={busy}>
        {busy && <Spinner size="small" label={ACCOUNT_TEXTS.orders.sending} />}
        {ACCOUNT_TEXTS.orders.retrySend}
      </button>
    </OrderCard>
  );
}
