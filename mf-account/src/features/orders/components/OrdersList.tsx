import { useState, type ReactNode } from 'react';
import { ErrorNotice, Skeleton, TEXTS, useAuth, useShopStore, type OrderSummary } from '@shop/shared';
import { LoginModal } from '../../auth';
import { ACCOUNT_TEXTS } from '../../../texts';
import { useOrders } from '../api/useOrders';
import { OrderCard } from './OrderCard';
import { OrderProgress } from './OrderProgress';
import { PendingOrderCard } from './PendingOrderCard';
import styles from './Orders.module.css';

/**
 * The orders list (spec sections 2, 4 and 8): the pending order first, then the server's orders for a
 * logged-in buyer or, for a guest, the orders placed from this browser with an invitation to log in.
 * When loading fails only the pending order is shown, with a notice and «Повторить».
 */
export function OrdersList() {
  const { isLoggedIn, profile } = useAuth();
  const pendingOrder = useShopStore((state) => state.pendingOrder);
  const placedOrders = useShopStore((state) => state.placedOrders);
  const server = useOrders(isLoggedIn ? (profile?.email ?? null) : null);
  const [loginOpen, setLoginOpen] = useState(false);

  const loading = isLoggedIn && !server.error && !server.data;
  const accountOrders = isLoggedIn ? (server.data?.orders ?? []) : [];
  const orders = isLoggedIn ? accountOrders : placedOrders;
  // The items the server left out are known only to the browser that placed the order.
  const skippedOf = (id: number) => placedOrders.find((placed) => placed.id === id)?.skipped;

  const card = (order: OrderSummary, progress?: ReactNode) => (
    <OrderCard
      key={order.id}
      id={order.id}
      headline={TEXTS.orders.assemblingHeadline}
      status={order.status}
      items={order.items}
      address={order.address}
      totalPrice={order.totalPrice}
      timestamp={order.timestamp}
      skipped={skippedOf(order.id)}
    >
      {progress}
    </OrderCard>
  );

  return (
    <div className={styles.list}>
      {pendingOrder && <PendingOrderCard order={pendingOrder} onPlaced={() => void server.mutate()} />}
      {loading && <Skeleton className={styles.list} count={2} itemClassName={styles.placeholder} />}
      {server.error !== undefined && (
        <ErrorNotice message={ACCOUNT_TEXTS.orders.loadFailed} onRetry={() => void server.mutate()} />
      )}
      {!isLoggedIn && orders.length > 0 && (
        <div className={styles.invite}>
          <p>{ACCOUNT_TEXTS.orders.guestInvite}</p>
          <button type="button" className={styles.action} onClick={() => setLoginOpen(true)}>
            {ACCOUNT_TEXTS.access.login}
          </button>
          {loginOpen && <LoginModal onClose={() => setLoginOpen(false)} />}
        </div>
      )}
      {!server.error &&
        (isLoggedIn
          ? accountOrders.map((order) =>
              card(order, <OrderProgress order={order} onChanged={() => void server.mutate()} />),
            )
          : placedOrders.map((order) => card(order)))}
      {!loading && !server.error && !pendingOrder && orders.length === 0 && (
        <p className={styles.empty}>{TEXTS.orders.empty}</p>
      )}
    </div>
  );
}
