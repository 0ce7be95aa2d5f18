import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  DESK_MAX_PAGE,
  DESK_SEARCH_LIMIT,
  downloadFile,
  ENDPOINTS,
  ORDER_STATUS_NAMES,
  ORDER_STATUSES,
  pluralRu,
  shopDate,
  usePageTitle,
  useAuth,
  type DeskOrdersResponse,
} from '@shop/shared';
import { AccessGate } from '../../access';
import { DESK_TEXTS as T } from '../../../texts';
import { useDeskOrders } from '../api/deskOrders';
import { deskQuery, withParam, type FilterKey } from '../utils/query';
import { DeskFilters } from './DeskFilters';
import { OrdersTable } from './OrdersTable';
import styles from './Desk.module.css';

/** The orders that arrived since the page was opened: the shop's newest number grew. */
function useArrivals(data: DeskOrdersResponse | undefined): number {
  const [first, setFirst] = useState<number | null>(null);
  // The first answer sets the mark (an update during render, as React allows for state derived from props).
  if (data && first === null) setFirst(data.latestId);
  return data && first !== null ? Math.max(0, data.latestId - first) : 0;
}

/** The desk's list: status tabs with counts, filters and search in the URL, 20 orders a page, CSV. */
export function OrdersDesk() {
  const { isLoggedIn } = useAuth();
  const [params, setParams] = useSearchParams();
  const query = deskQuery(params);
  const { data, error, mutate } = useDeskOrders(query, isLoggedIn);
  const arrivals = useArrivals(data);
  const newCount = data?.counts.new ?? 0;
  usePageTitle(newCount > 0 ? T.titleWithNew(newCount) : T.ordersTitle);

  const change = (key: FilterKey | 'page', value: string) => setParams(withParam(params, key, value));
  const status = params.get('status') ?? '';
  const page = Number(params.get('page') ?? '1');
  const [csvError, setCsvError] = useState(false);
  const csv = async (rows: 'order' | 'item') => {
    setCsvError(false);
    const filters = deskQuery(params, { withPage: false });
    await downloadFile(
      ENDPOINTS.deskCsv([filters, rows === 'item' ? 'rows=item' : ''].filter(Boolean).join('&')),
      `zakazy-${shopDate()}${rows === 'item' ? '-tovary' : ''}.csv`,
    ).catch(() => setCsvError(true));
  };

  return (
    <AccessGate
      error={error}
      loaded={data !== undefined}
      retry={() => void mutate()}
      loginNeeded={T.loginNeeded}
      noAccessHint={T.noAccessHint}
    >
      {data && (
        <>
          <p role="status" className={arrivals > 0 ? styles.arrivals : styles.visuallyHidden}>
            {arrivals > 0 ? T.arrived(arrivals) : ''}
          </p>
          <nav aria-label={T.tabs}>
            <ul className={styles.tabs}>
              {['', ...ORDER_STATUSES].map((tab) => {
                const label = tab ? ORDER_STATUS_NAMES[tab as keyof typeof ORDER_STATUS_NAMES] : T.allTab;
                const count = tab ? data.counts[tab as keyof typeof data.counts] : data.all;
                return (
                  <li key={tab || 'all'}>
                    <Link
                      className={styles.tab}
                      to={{ search: withParam(params, 'status', tab).toString() }}
                      aria-current={tab === status ? 'page' : undefined}
                    >
                      {label} <span className={styles.count}>{count}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <DeskFilters
            params={params}
            onChange={change}
            onReset={() => setParams(new URLSearchParams(status ? { status } : {}))}
          />
          <div className={styles.toolbar}>
            <button type="button" className={styles.button} onClick={() => void csv('order')}>
              {T.csvOrders}
            </button>
            <button type="button" className={styles.button} onClick={() => void csv('item')}>
              {T.csvItems}
            </button>
            {csvError && <p role="alert">{T.csvFailed}</p>}
          </div>
          {data.limited && <p role="status">{T.limited(DESK_SEARCH_LIMIT)}</p>}
          {data.orders.length === 0 ? (
            <p>{T.nothing}</p>
          ) : (
            <OrdersTable
              orders={data.orders}
              caption={T.found(
                `${data.pagination.total} ${pluralRu(data.pagination.total, ['заказ', 'заказа', 'заказов'])}`,
              )}
            />
          )}
          {data.pagination.totalPages > 1 && (
            <nav aria-label={T.pages} className={styles.pager}>
              <button
                type="button"
                className={styles.button}
                disabled={page <= 1}
                onClick={() => change('page', String(page - 1))}
              >
                {T.previousPage}
              </button>
              <span>{T.page(page, data.pagination.totalPages)}</span>
              <button
                type="button"
                className={styles.button}
                disabled={page >= Math.min(data.pagination.totalPages, DESK_MAX_PAGE)}
                onClick={() => change('page', String(page + 1))}
              >
                {T.nextPage}
              </button>
              {page >= DESK_MAX_PAGE && <p>{T.lastPage(DESK_MAX_PAGE)}</p>}
            </nav>
          )}
        </>
      )}
    </AccessGate>
  );
}
