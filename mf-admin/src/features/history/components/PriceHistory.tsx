import { useState } from 'react';
import { ErrorNotice, type PriceChangeEntry, type RevertResponse } from '@shop/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { OutcomeMessage } from '../../../components/OutcomeMessage';
import { Table } from '../../../components/Table';
import { useRevalidateAdminData } from '../../../lib/adminApi';
import { scopeTitle, useCatalogTree } from '../../../lib/catalog';
import { failed, succeeded, type Outcome } from '../../../lib/outcome';
import { ADMIN_TEXTS } from '../../../texts';
import { revertChange, usePriceChanges } from '../api/priceChanges';
import styles from './PriceHistory.module.css';

const when = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'short', timeStyle: 'short' });
const percent = (value: number) => `${value > 0 ? '+' : ''}${String(value).replace('.', ',')} %`;

function changeOf(entry: PriceChangeEntry): string {
  if (entry.revertOf !== null) return ADMIN_TEXTS.revertOf(entry.revertOf);
  return entry.percentage === null ? '' : percent(entry.percentage);
}

/** The recent price changes, newest first, each with «Отменить» (after a confirmation). */
export function PriceHistory() {
  const [page, setPage] = useState(1);
  const { data, error, mutate } = usePriceChanges(page);
  const { data: tree } = useCatalogTree();
  const [asking, setAsking] = useState<PriceChangeEntry | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [reverted, setReverted] = useState<RevertResponse | null>(null);
  const revalidate = useRevalidateAdminData();

  const revert = async (entry: PriceChangeEntry) => {
    setAsking(null);
    setBusy(true);
    setReverted(null);
    try {
      const answer = await revertChange(entry.id);
      setOutcome(succeeded(answer.message));
      setReverted(answer);
    } catch (caught) {
      setOutcome(failed(caught));
    } finally {
      setBusy(false);
      revalidate();
    }
  };

  const pages = data?.pagination.totalPages ?? 0;
  return (
    <section className={styles.history} aria-labelledby="price-history-title">
      <h2 id="price-history-title" className={styles.title}>
        {ADMIN_TEXTS.historyTitle}
      </h2>
      <OutcomeMessage outcome={outcome} />
      {reverted && reverted.skippedCount > 0 && (
        <div className={styles.skipped}>
          <p>{ADMIN_TEXTS.skipped}</p>
          <ul>
            {reverted.skipped.map((item) => (
              <li key={item.itemCode}>
                {item.name} ({item.itemCode})
              </li>
            ))}
            {reverted.skippedCount > reverted.skipped.length && (
              <li>{ADMIN_TEXTS.skippedMore(reverted.skippedCount - reverted.skipped.length)}</li>
            )}
          </ul>
        </div>
      )}
      {error !== undefined && !data && <ErrorNotice onRetry={() => void mutate()} />}
      {data && data.changes.length === 0 && <p>{ADMIN_TEXTS.historyEmpty}</p>}
      {data && data.changes.length > 0 && (
        <Table columns={Object.values(ADMIN_TEXTS.columns)}>
          <tbody>
            {data.changes.map((entry) => (
              <tr key={entry.id}>
                <td>{entry.id}</td>
                <td>{when.format(new Date(entry.createdAt))}</td>
                <td>
                  {entry.admin.name}
                  <span className={styles.email}>{entry.admin.email}</span>
                </td>
                <td>{scopeTitle(entry.scope, tree)}</td>
                <td>{changeOf(entry)}</td>
                <td>{entry.itemsChanged}</td>
                <td>
                  {entry.revertedBy === null ? (
                    <button
                      type="button"
                      className={styles.revert}
                      aria-label={ADMIN_TEXTS.revertLabel(entry.id)}
                      disabled={busy}
                      onClick={() => setAsking(entry)}
                    >
                      {ADMIN_TEXTS.revert}
                    </button>
                  ) : (
                    ADMIN_TEXTS.revertedBy(entry.revertedBy)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {pages > 1 && (
        <nav className={styles.pager} aria-label={ADMIN_TEXTS.historyTitle}>
          <button
            type="button"
            className={styles.pageButton}
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {ADMIN_TEXTS.previousPage}
          </button>
          <span aria-live="polite">{ADMIN_TEXTS.page(page, pages)}</span>
          <button
            type="button"
            className={styles.pageButton}
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {ADMIN_TEXTS.nextPage}
          </button>
        </nav>
      )}
      {asking && (
        <ConfirmDialog
          title={ADMIN_TEXTS.confirmRevertTitle(asking.id)}
          text={ADMIN_TEXTS.confirmRevert}
          confirm={ADMIN_TEXTS.confirmRevertYes}
          onConfirm={() => void revert(asking)}
          onClose={() => setAsking(null)}
        />
      )}
    </section>
  );
}
