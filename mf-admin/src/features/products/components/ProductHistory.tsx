import { useState } from 'react';
import { type AdminProduct, formatRub, type ProductChange } from '@shop/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Table } from '../../../components/Table';
import { PRODUCT_TEXTS as T } from '../../../texts';
import { undoChange, useProductChanges } from '../api/products';
import styles from './Products.module.css';

/** A moment in the shop's time zone: «25.11.2026, 14:05». */
const when = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  dateStyle: 'short',
  timeStyle: 'short',
});

const LABELS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(T.fields).map(([field, label]) => [field, label.replace(/,.*$/, '')])),
  props: T.props,
  onSale: T.onSale,
};

function shown(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return T.empty;
  if (field === 'onSale') return value ? T.yes : T.no;
  if ((field === 'price' || field === 'oldPrice') && typeof value === 'number') return formatRub(value);
  if (field === 'props' && Array.isArray(value)) {
    return (value as Array<{ key: string; value: string; unit: string }>)
      .map((p) => `${p.key}: ${[p.value, p.unit].filter(Boolean).join(' ')}`)
      .join('; ');
  }
  return String(value);
}

/** «Цена: 12 990 руб. → 12 345 руб.», one line per field the change made (a creation names no values). */
function described(change: ProductChange) {
  if (change.kind === 'create') return T.kinds.create;
  return (
    <ul>
      {change.fields.map((field) => (
        <li key={field}>
          {LABELS[field] ?? field}: {shown(field, change.before[field])} → {shown(field, change.after[field])}
        </li>
      ))}
    </ul>
  );
}

interface ProductHistoryProps {
  itemCode: string;
  /** The form has unsaved changes: an undo would replace them, so it asks first. */
  dirty: boolean;
  onUndone: (product: AdminProduct, message: string) => void;
  onFailed: (error: unknown) => void;
}

/** The product's changes, newest first, each with «Отменить изменение» (asked first) until it is undone. */
export function ProductHistory({ itemCode, dirty, onUndone, onFailed }: ProductHistoryProps) {
  const { data } = useProductChanges(itemCode);
  const [asking, setAsking] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const undo = async (id: number) => {
    setAsking(null);
    if (busy || (dirty && !window.confirm(T.unsaved))) return;
    setBusy(true);
    try {
      const answer = await undoChange(id);
      onUndone(answer.product, answer.message);
    } catch (caught) {
      onFailed(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="product-history-title">
      <h3 id="product-history-title" className={styles.title}>
        {T.historyTitle}
      </h3>
      {data && data.changes.length === 0 && <p>{T.historyEmpty}</p>}
      {data && data.changes.length > 0 && (
        <Table
          columns={[
            T.historyColumns.id,
            T.historyColumns.when,
            T.historyColumns.who,
            T.historyColumns.what,
            T.historyColumns.action,
          ]}
        >
          <tbody>
            {data.changes.map((change) => (
              <tr key={change.id}>
                <td>{change.id}</td>
                <td>
                  <time dateTime={change.createdAt}>{when.format(new Date(change.createdAt))}</time>
                </td>
                <td>{change.actor}</td>
                <td>
                  {change.undoOf !== null && <p>{T.kinds.undo(change.undoOf)}</p>}
                  {described(change)}
                </td>
                <td>
                  {change.undoneBy !== null ? (
                    T.undone(change.undoneBy)
                  ) : change.kind === 'create' ? null : (
                    <button
                      type="button"
                      className={styles.button}
                      aria-label={T.undoLabel(change.id)}
                      disabled={busy}
                      onClick={() => setAsking(change.id)}
                    >
                      {T.undo}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {asking !== null && (
        <ConfirmDialog
          title={T.confirmUndoTitle(asking)}
          text={T.confirmUndo}
          confirm={T.confirmUndoYes}
          onConfirm={() => void undo(asking)}
          onClose={() => setAsking(null)}
        />
      )}
    </section>
  );
}
