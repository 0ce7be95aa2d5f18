import { useEffect, useId, useRef, useState } from 'react';
import { ApiError, Modal, ORDER_STATUS_NAMES, type DeskOrder, type OrderStatus } from '@shop/shared';
import { OutcomeMessage } from '../../../components/OutcomeMessage';
import { failed, type Outcome } from '../../../lib/outcome';
import { DESK_TEXTS as T } from '../../../texts';
import { changeStatus } from '../api/deskOrders';
import styles from './Desk.module.css';

interface StatusActionsProps {
  order: DeskOrder;
  onChanged: (order: DeskOrder) => void;
  /** Another manager changed the order first (409): read it again. */
  onStale: () => void;
}

/**
 * The moves the order's status allows, as buttons, with an optional comment; cancelling asks for the reason
 * in a dialog. One request at a time: the buttons are disabled while it runs, and the second click of a
 * double click is ignored, so a double click makes one move.
 */
export function StatusActions({ order, onChanged, onStale }: StatusActionsProps) {
  const commentId = useId();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [stale, setStale] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  // A move replaces the buttons (the pressed one is gone): focus goes to the section's heading, not the page's
  // start, and never onto the next move's button, where a second Enter would make another change.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [moves, setMoves] = useState(0);
  useEffect(() => {
    if (moves > 0) headingRef.current?.focus();
  }, [moves]);

  const move = async (status: OrderStatus, text: string): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    setOutcome(null);
    setStale(false);
    try {
      const next = await changeStatus(order.id, { status, version: order.version, comment: text });
      setComment('');
      onChanged(next);
      setMoves((count) => count + 1);
      setOutcome({ ok: true, text: T.moved(ORDER_STATUS_NAMES[status]) });
      return true;
    } catch (error) {
      setOutcome(failed(error));
      setStale(error instanceof ApiError && error.status === 409);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const forward = order.actions.filter((status) => status !== 'cancelled');
  return (
    <section aria-labelledby="order-actions" className={styles.actions}>
      <h2 id="order-actions" className={styles.subtitle} ref={headingRef} tabIndex={-1}>
        {T.actions}
      </h2>
      {order.actions.length === 0 ? (
        <p>{T.noActions}</p>
      ) : (
        <>
          <label htmlFor={commentId} className={styles.label}>
            {T.changeComment}
          </label>
          <textarea
            id={commentId}
            className={styles.textarea}
            value={comment}
            maxLength={1000}
            onChange={(event) => setComment(event.target.value)}
          />
          <div className={styles.toolbar}>
            {forward.map((status) => (
              <button
                key={status}
                type="button"
                className={styles.primary}
                disabled={busy}
                // The second click of a double click (detail 2) may land on the button that replaced this
                // one, the next move: it is never a move of its own.
                onClick={(event) => {
                  if (event.detail <= 1) void move(status, comment.trim());
                }}
              >
                {T.actionLabels[status]}
              </button>
            ))}
            {order.actions.includes('cancelled') && (
              <button
                type="button"
                className={styles.danger}
                disabled={busy}
                onClick={() => setCancelling(true)}
              >
                {T.actionLabels.cancelled}
              </button>
            )}
          </div>
        </>
      )}
      <OutcomeMessage outcome={outcome} />
      {stale && (
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            setStale(false);
            setOutcome(null);
            onStale();
          }}
        >
          {T.refresh}
        </button>
      )}
      {cancelling && (
        <CancelDialog
          id={order.id}
          busy={busy}
          initial={comment}
          onClose={() => setCancelling(false)}
          onConfirm={async (reason) => {
            await move('cancelled', reason);
            setCancelling(false);
          }}
        />
      )}
    </section>
  );
}

interface CancelDialogProps {
  id: number;
  busy: boolean;
  initial: string;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<void>;
}

/** «Отменить заказ № N?» with the required reason; Escape or «Не отменять» changes nothing. */
function CancelDialog({ id, busy, initial, onClose, onConfirm }: CancelDialogProps) {
  const reasonId = useId();
  const [reason, setReason] = useState(initial);
  const [error, setError] = useState('');
  return (
    <Modal title={T.cancelTitle(id)} onClose={onClose} className={styles.dialog}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim()) {
            setError(T.cancelReasonRequired);
            return;
          }
          void onConfirm(reason.trim());
        }}
      >
        <label htmlFor={reasonId} className={styles.label}>
          {T.cancelReason}
        </label>
        <textarea
          id={reasonId}
          className={styles.textarea}
          value={reason}
          maxLength={1000}
          required
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${reasonId}-error` : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {error && (
          <p id={`${reasonId}-error`} className={styles.error}>
            {error}
          </p>
        )}
        <div className={styles.toolbar}>
          <button type="button" className={styles.button} onClick={onClose}>
            {T.back}
          </button>
          <button type="submit" className={styles.danger} disabled={busy}>
            {T.cancelYes}
          </button>
        </div>
      </form>
    </Modal>
  );
}
