import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatRub, productPath, TEXTS, type Delivery, type StoredItem } from '@shop/shared';
import { ACCOUNT_TEXTS } from '../../../texts';
import { deliveryLines } from '../utils/deliveryLines';
import { OrderItemCard } from './OrderItemCard';
import styles from './Orders.module.css';

export interface OrderCardProps {
  /** The server's order number; a pending order has none yet. */
  id?: number;
  headline: string;
  status: string;
  items: StoredItem[];
  address: Delivery;
  totalPrice: number;
  timestamp: string;
  /** Item codes the server left out of this order (out of stock). */
  skipped?: readonly string[];
  /** An action under the order («Повторить отправку»). */
  children?: ReactNode;
}

const formatDate = (timestamp: string) => {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime())
    ? TEXTS.order.notSpecifiedNeuter
    : date.toLocaleString('ru-RU', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      });
};

/** One order of the list (spec sections 2 and 4): the items strip, headline, status, address, total. */
export function OrderCard({
  id,
  headline,
  status,
  items,
  address,
  totalPrice,
  timestamp,
  skipped = [],
  children,
}: OrderCardProps) {
  const headingId = `order-${id ?? 'pending'}`;
  return (
    <article className={styles.order} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.headline}>
        {headline}
      </h2>
      <p className={styles.meta}>
        {id !== undefined && <span>{ACCOUNT_TEXTS.orders.number(id)} </span>}
        <span>
          {ACCOUNT_TEXTS.orders.from} <time dateTime={timestamp}>{formatDate(timestamp)}</time>
        </span>
      </p>
      <ul className={styles.strip} aria-label={ACCOUNT_TEXTS.orders.items} tabIndex={0}>
        {items.map((item, index) => (
          <OrderItemCard key={`${item.itemCode}-${index}`} item={item} />
        ))}
      </ul>
      {skipped.length > 0 && (
        <p className={styles.skipped}>
          {ACCOUNT_TEXTS.orders.skipped}{' '}
          {skipped.map((code, index) => (
            <span key={code}>
              {index > 0 && ', '}
              <Link to={productPath(code)}>{ACCOUNT_TEXTS.orders.skippedItem(code)}</Link>
            </span>
          ))}
        </p>
      )}
      <dl className={styles.facts}>
        <div>
          <dt>{ACCOUNT_TEXTS.orders.status}</dt>
          <dd>{status || TEXTS.orders.unknownStatus}</dd>
        </div>
        <div>
          <dt>{TEXTS.orders.address}</dt>
          <dd>{deliveryLines(address).join(', ')}</dd>
        </div>
        <div>
          <dt>{TEXTS.orders.total}</dt>
          <dd className={styles.total}>{formatRub(totalPrice)}</dd>
        </div>
      </dl>
      {children}
    </article>
  );
}
