import { useState } from 'react';
import { SHOP_TIME_ZONE, type ShopSettingsChange, useAuth } from '@shop/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { OutcomeMessage } from '../../../components/OutcomeMessage';
import { Table } from '../../../components/Table';
import { useRevalidateAdminData } from '../../../lib/adminApi';
import { failed, type Outcome } from '../../../lib/outcome';
import { AccessGate } from '../../access';
import { undoSettingsChange, useSettingsChanges } from '../api/settings';
import { SETTINGS_TEXTS } from '../texts';
import styles from './Settings.module.css';

const T = SETTINGS_TEXTS.history;
const SECTIONS = SETTINGS_TEXTS.sections;
const when = new Intl.DateTimeFormat('ru-RU', {
  timeZone: SHOP_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});

/**
 * «История»: every change of every section, newest first, who made it and which fields; «Отменить» (asked first)
 * puts the section back as it was before, while nothing has changed it since.
 */
export function SettingsHistory() {
  const { isLoggedIn } = useAuth();
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useSettingsChanges(page, isLoggedIn);
  // The answer gives the total, not the page's size: the longest page seen is as long as a page is.
  const [pageSize, setPageSize] = useState(1);
  if (data && data.changes.length > pageSize) setPageSize(data.changes.length);
  const pages = data ? Math.ceil(data.total / pageSize) : 1;
  const [asking, setAsking] = useState<ShopSettingsChange | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const revalidate = useRevalidateAdminData();

  const undo = async (change: ShopSettingsChange) => {
    setAsking(null);
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      await undoSettingsChange(change.id);
      setOutcome({ ok: true, text: T.undone(change.id) });
    } catch (caught) {
      setOutcome(failed(caught));
    } finally {
      revalidate();
      setBusy(false);
    }
  };

  return (
    <AccessGate
      error={error}
      loaded={data !== undefined}
      retry={() => void mutate()}
      loginNeeded={SETTINGS_TEXTS.loginNeeded}
      noAccessHint={SETTINGS_TEXTS.noAccessHint}
    >
      <OutcomeMessage outcome={outcome} />
      {data?.changes.length === 0 && <p>{T.empty}</p>}
      {data && data.changes.length > 0 && (
        <Table columns={Object.values(T.columns)}>
          <tbody>
            {data.changes.map((change) => (
              <tr key={change.id}>
                <td>{change.id}</td>
                <td>
                  <time dateTime={change.at}>{when.format(new Date(change.at))}</time>
                </td>
                <td>{change.by}</td>
                <td>{SECTIONS[change.section]}</td>
                <td>
                  {change.undoOf !== null && <p>{T.undoOf(change.undoOf)}</p>}
                  {change.fields.join(', ')}
                </td>
                <td>
                  {change.undoable ? (
                    <button
                      type="button"
                      className={styles.button}
                      aria-label={T.undoLabel(change.id)}
                      disabled={busy}
                      onClick={() => setAsking(change)}
                    >
                      {T.undo}
                    </button>
                  ) : (
                    <span className={styles.muted}>{T.notUndoable}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {pages > 1 && (
        <nav className={styles.actions} aria-label={T.pages}>
          <button
            type="button"
            className={styles.button}
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {T.previousPage}
          </button>
          <span aria-live="polite">{T.page(page, pages)}</span>
          <button
            type="button"
            className={styles.button}
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {T.nextPage}
          </button>
        </nav>
      )}
      {asking && (
        <ConfirmDialog
          title={T.confirmTitle(asking.id)}
          text={T.confirm(SECTIONS[asking.section])}
          confirm={T.confirmYes}
          onConfirm={() => void undo(asking)}
          onClose={() => setAsking(null)}
        />
      )}
    </AccessGate>
  );
}
