import { useId, useState } from 'react';
import { ApiError, Modal, ORDER_STATUS_NAMES, type AccountOrder } from '@shop/shared';
import { ACCOUNT_TEXTS } from '../../../texts';
import { cancelOrder, downloadInvoice } from '../api/orderActions';
import styles from './Orders.module.css';

const T = ACCOUNT_TEXTS.orders;

const shortDate = (iso: string) =>
  new Date(iso).toLocaleString('ru-RU', {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  });

/**
 * Under a server order: its steps as a short timeline, «Отменить заказ» while it is «Новый» (after a
 * confirmation) and «Счёт на оплату» for a legal entity's order.
 */
export function OrderProgress({ order, onChanged }: { order: AccountOrder; onChanged: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <>
      {order.history.length > 0 && (
        <ol className={styles.timeline} aria-label={T.timeline}>
          {order.history.map((step, index) => (
            <li key={index} aria-current={index === order.history.length - 1 ? 'step' : undefined}>
              <span className={styles.step}>{ORDER_STATUS_NAMES[step.status]}</span>{' '}
              <time dateTime={step.at} className={styles.when}>
                {shortDate(step.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
      <div className={styles.orderActions}>
        {order.invoice && (
          <button
            type="button"
            className={styles.secondary}
            aria-label={T.invoiceLabel(order.id)}
            onClick={() => {
              setMessage(null);
              void downloadInvoice(order.id).catch(() => setMessage({ ok: false, text: T.invoiceFailed }));
            }}
          >
            {T.invoice}
          </button>
        )}
        {order.canCancel && (
          <button
            type="button"
            className={styles.secondary}
            aria-label={T.cancelLabel(order.id)}
            onClick={() => setConfirming(true)}
          >
            {T.cancel}
          </button>
        )}
      </div>
      <p role="status" className={message && !message.ok ? styles.error : styles.note}>
        {message?.text}
      </p>
      {confirming && (
        <CancelDialog
          id={order.id}
          onClose={() => setConfirming(false)}
          onDone={(outcome) => {
            setConfirming(false);
            setMessage(outcome);
            if (outcome.ok) onChanged();
          }}
        />
      )}
    </>
  );
}

interface CancelDialogProps {
  id: number;
  onClose: () => void;
  onDone: (outcome: { ok: boolean; text: string }) => void;
}

function CancelDialog({ id, onClose, onDone }: CancelDialogProps) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <Modal title={T.cancelTitle(id)} onClose={onClose}>
      <form
        className={styles.cancelForm}
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          setBusy(true);
          cancelOrder(id, { reason: reason.trim() })
            .then(() => onDone({ ok: true, text: T.cancelled }))
            .catch((error: unknown) =>
              onDone({
                ok: false,
                text: error instanceof ApiError && error.serverMessage ? error.serverMessage : T.cancelFailed,
              }),
            );
        }}
      >
        <p>{T.cancelText}</p>
        <label htmlFor={reasonId}>{T.cancelReason}</label>
        <textarea
          id={reasonId}
          className={styles.reason}
          value={reason}
          maxLength={1000}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className={styles.orderActions}>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {T.cancelNo}
          </button>
          <button type="submit" className={styles.action} disabled={busy}>
            {T.cancelYes}
          </button>
        </div>
      </form>
    </Modal>
  );
}
