import { Link, useLocation } from 'react-router-dom';
import { formatRub, ORDER_STATUS_NAMES, type DeskOrderRow } from '@shop/shared';
import { Table } from '../../../components/Table';
import { ADMIN_PATHS } from '../../../paths';
import { DESK_TEXTS as T } from '../../../texts';
import { formatDateTime } from '../../../lib/format';
import styles from './Desk.module.css';

/** What an order's link hands its page: the list's query string, for the way back. */
export interface ListState {
  list: string;
}

/**
 * The list's rows: number (a link to the order, carrying the list's filters so that the order's «← Все
 * заказы» goes back to the same tab, filters and page), date, buyer, delivery, items, total, status.
 */
export function OrdersTable({ orders, caption }: { orders: DeskOrderRow[]; caption: string }) {
  const { search } = useLocation();
  const list: ListState = { list: search };
  return (
    <Table columns={Object.values(T.columns)} caption={caption}>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <th scope="row">
              <Link to={ADMIN_PATHS.order(order.id)} state={list} aria-label={T.orderLink(order.id)}>
                {order.id}
              </Link>
            </th>
            <td>
              <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
            </td>
            <td className={styles.cell}>
              {order.buyer.companyName && (
                <span className={styles.company}>
                  {order.buyer.companyName}, {T.inn(order.buyer.inn)}
                </span>
              )}
              <span>{order.buyer.name}</span>
              <span className={styles.muted}>{order.buyer.phone}</span>
              <span className={styles.muted}>{order.buyer.email}</span>
            </td>
            <td>{order.delivery}</td>
            <td>{order.itemsCount}</td>
            <td className={styles.money}>{formatRub(order.totalPrice)}</td>
            <td>
              <span className={styles.status} data-status={order.status}>
                {ORDER_STATUS_NAMES[order.status]}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
