import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  ApiError,
  downloadFile,
  ENDPOINTS,
  formatRub,
  mailtoHref,
  ORDER_STATUS_NAMES,
  telHref,
  usePageTitle,
  useAuth,
  type DeskOrder,
} from '@shop/shared';
import { AccessGate } from '../../access';
import { Table } from '../../../components/Table';
import { ADMIN_PATHS } from '../../../paths';
import { DESK_TEXTS as T } from '../../../texts';
import { useDeskOrder } from '../api/deskOrders';
import { formatDateTime } from '../../../lib/format';
import { ManagerComment } from './ManagerComment';
import type { ListState } from './OrdersTable';
import { StatusActions } from './StatusActions';
import styles from './Desk.module.css';

const kopecks = (value: number) =>
  `${formatRub(Math.floor(value / 100))} ${String(value % 100).padStart(2, '0')} коп.`;

/** An order's page: items as charged, VAT, buyer, delivery, the allowed moves, the comment, the history. */
export function OrderDetails({ id }: { id: number }) {
  const { isLoggedIn } = useAuth();
  const { data: order, error, mutate } = useDeskOrder(id, isLoggedIn);
  usePageTitle(T.orderTitle(id));
  const update = (next: DeskOrder) => void mutate(next, { revalidate: false });
  // Opened from the list: back to its tab, filters and page; opened by its address: the whole list.
  const list = (useLocation().state as ListState | null)?.list ?? '';
  return (
    <AccessGate
      error={error instanceof ApiError && error.status === 404 ? undefined : error}
      loaded={order !== undefined || (error instanceof ApiError && error.status === 404)}
      retry={() => void mutate()}
      loginNeeded={T.loginNeeded}
      noAccessHint={T.noAccessHint}
    >
      <p>
        <Link to={{ pathname: ADMIN_PATHS.orders, search: list }}>{T.backToList}</Link>
      </p>
      {!order ? (
        <p role="alert">{error instanceof ApiError ? error.serverMessage : null}</p>
      ) : (
        <div className={styles.order}>
          <p className={styles.meta}>
            {T.from} <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time> · {T.status}:{' '}
            <strong>{ORDER_STATUS_NAMES[order.status]}</strong>
          </p>
          <StatusActions order={order} onChanged={update} onStale={() => void mutate()} />
          <section aria-labelledby="order-items">
            <h2 id="order-items" className={styles.subtitle}>
              {T.items}
            </h2>
            <Table columns={Object.values(T.itemColumns)}>
              <tbody>
                {order.items.map((item) => (
                  <tr key={item.itemCode}>
                    <td>{item.itemCode}</td>
                    <td>{item.name}</td>
                    <td className={styles.money}>{formatRub(item.price)}</td>
                    <td>{item.count}</td>
                    <td className={styles.money}>{formatRub(item.sum)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={4}>
                    {T.total}
                  </th>
                  <td className={styles.money}>{formatRub(order.totalPrice)}</td>
                </tr>
                <tr>
                  <th scope="row" colSpan={4}>
                    {T.vat}
                  </th>
                  <td className={styles.money}>{kopecks(order.vatKopecks)}</td>
                </tr>
              </tfoot>
            </Table>
            {order.invoice && <InvoiceButton id={order.id} />}
          </section>
          <div className={styles.columns}>
            <section aria-labelledby="order-buyer">
              <h2 id="order-buyer" className={styles.subtitle}>
                {T.buyer}
              </h2>
              <dl className={styles.facts}>
                <dt>{T.buyerType}</dt>
                <dd>{order.buyer.inn ? T.legalEntity : T.privatePerson}</dd>
                <dt>{T.name}</dt>
                <dd>
                  {[order.buyer.lastName, order.buyer.firstName, order.buyer.middleName]
                    .filter(Boolean)
                    .join(' ')}
                </dd>
                <dt>{T.phone}</dt>
                <dd>
                  <a href={telHref(order.buyer.phone)}>{order.buyer.phone}</a>
                </dd>
                <dt>{T.email}</dt>
                <dd>
                  <a href={mailtoHref(order.buyer.email)}>{order.buyer.email}</a>
                </dd>
                {order.buyer.inn && (
                  <>
                    <dt>{T.company}</dt>
                    <dd>{order.buyer.companyName}</dd>
                    <dt>ИНН</dt>
                    <dd>{order.buyer.inn}</dd>
                    <dt>{T.kpp}</dt>
                    <dd>{order.buyer.kpp || '—'}</dd>
                    <dt>{T.legalAddress}</dt>
                    <dd>{order.buyer.legalAddress || '—'}</dd>
                  </>
                )}
              </dl>
            </section>
            <section aria-labelledby="order-delivery">
              <h2 id="order-delivery" className={styles.subtitle}>
                {T.delivery}
              </h2>
              <dl className={styles.facts}>
                {order.delivery.type === 'pickup' ? (
                  <>
                    <dt>{T.pickup}</dt>
                    <dd>
                      {order.delivery.title}, {order.delivery.location}
                    </dd>
                    {/* The order's own copy: the point as it was when ordered, whatever it is now. */}
                    {order.delivery.description && (
                      <dd>
                        {T.pointHours}: {order.delivery.description}
                      </dd>
                    )}
                  </>
                ) : (
                  <>
                    <dt>{T.courier}</dt>
                    <dd>
                      {order.delivery.city}, {order.delivery.address}
                    </dd>
                  </>
                )}
              </dl>
            </section>
          </div>
          <ManagerComment order={order} onSaved={update} onStale={() => void mutate()} />
          <section aria-labelledby="order-history">
            <h2 id="order-history" className={styles.subtitle}>
              {T.history}
            </h2>
            <ol className={styles.history}>
              {order.history.map((entry, index) => (
                <li key={index}>
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  {entry.status && <strong> {ORDER_STATUS_NAMES[entry.status]}</strong>} — {entry.who}
                  {entry.comment && <p className={styles.muted}>{entry.comment}</p>}
                </li>
              ))}
            </ol>
          </section>
        </div>
      )}
    </AccessGate>
  );
}

function InvoiceButton({ id }: { id: number }) {
  const [failed, setFailed] = useState(false);
  return (
    <p>
      <button
        type="button"
        className={styles.button}
        onClick={() => {
          setFailed(false);
          void downloadFile(ENDPOINTS.deskInvoice(id), `schet-${id}.pdf`).catch(() => setFailed(true));
        }}
      >
        {T.invoice}
      </button>
      {failed && <span role="alert"> {T.invoiceFailed}</span>}
    </p>
  );
}
