import { useId, useState, type FormEvent } from 'react';
import { ApiError, type DeskOrder } from '@shop/shared';
import { OutcomeMessage } from '../../../components/OutcomeMessage';
import { failed, type Outcome } from '../../../lib/outcome';
import { DESK_TEXTS as T } from '../../../texts';
import { saveComment } from '../api/deskOrders';
import styles from './Desk.module.css';

interface ManagerCommentProps {
  order: DeskOrder;
  onSaved: (order: DeskOrder) => void;
  onStale: () => void;
}

/** The managers' note on the order, saved with the order's version (409 when someone changed it first). */
export function ManagerComment({ order, onSaved, onStale }: ManagerCommentProps) {
  const id = useId();
  const [text, setText] = useState(order.managerComment);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [stale, setStale] = useState(false);
  // The order was read again (a save, another manager's change): the field shows the stored comment.
  const [stored, setStored] = useState(order.managerComment);
  if (stored !== order.managerComment) {
    setStored(order.managerComment);
    setText(order.managerComment);
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    setStale(false);
    try {
      onSaved(await saveComment(order.id, { comment: text.trim(), version: order.version }));
      setOutcome({ ok: true, text: T.commentSaved });
    } catch (error) {
      setOutcome(failed(error));
      setStale(error instanceof ApiError && error.status === 409);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.comment} onSubmit={(event) => void submit(event)}>
      <label htmlFor={id} className={styles.subtitle}>
        {T.managerComment}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        value={text}
        maxLength={1000}
        onChange={(event) => setText(event.target.value)}
      />
      <div className={styles.toolbar}>
        <button type="submit" className={styles.button} disabled={busy}>
          {T.saveComment}
        </button>
        {stale && (
          <button type="button" className={styles.button} onClick={onStale}>
            {T.refresh}
          </button>
        )}
      </div>
      <OutcomeMessage outcome={outcome} />
    </form>
  );
}
