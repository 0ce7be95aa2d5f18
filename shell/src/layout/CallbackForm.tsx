import { useId, useState, type FormEvent } from 'react';
import {
  ApiError,
  ENDPOINTS,
  Modal,
  PHONE_MASK,
  TEXTS,
  apiPost,
  formatPhoneMask,
  isCompletePhone,
  type CallbackRequest,
  type MessageResponse,
} from '@shop/shared';
import styles from './CallbackForm.module.css';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; message: string }
  | { kind: 'error'; message: string };

/** «Заказать звонок»: name and phone, posted to `{apiBase}/callback/`; shows the server's answer. */
export function CallbackForm({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const nameId = useId();
  const phoneId = useId();
  const hintId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isCompletePhone(phone)) {
      setStatus({ kind: 'error', message: TEXTS.callback.phoneIncomplete });
      return;
    }
    setStatus({ kind: 'sending' });
    const request: CallbackRequest = { name: name.trim(), phone };
    try {
      const answer = await apiPost<MessageResponse>(ENDPOINTS.callback, request);
      setStatus({ kind: 'done', message: answer.message });
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : null;
      setStatus({ kind: 'error', message: message ?? TEXTS.callback.error });
    }
  };

  return (
    <Modal title={TEXTS.callback.title} onClose={onClose} className={styles.modal}>
      {status.kind === 'done' ? (
        <div className={styles.done}>
          <p role="status">{status.message}</p>
          <button type="button" className={styles.submit} onClick={onClose}>
            {TEXTS.common.close}
          </button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={(event) => void submit(event)}>
          <p className={styles.intro}>{TEXTS.callback.intro}</p>
          <label htmlFor={nameId}>{TEXTS.callback.name}</label>
          <input
            id={nameId}
            name="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoComplete="name"
            required
          />
          <label htmlFor={phoneId}>{TEXTS.callback.phone}</label>
          <input
            id={phoneId}
            name="phone"
            type="tel"
            inputMode="tel"
            value={phone}
            onChange={(event) => setPhone(formatPhoneMask(event.target.value))}
            placeholder={PHONE_MASK}
            autoComplete="tel"
            aria-describedby={status.kind === 'error' ? hintId : undefined}
            required
          />
          {status.kind === 'error' && (
            <p id={hintId} className={styles.error} role="alert">
              {status.message}
            </p>
          )}
          <button type="submit" className={styles.submit} disabled={status.kind === 'sending'}>
            {status.kind === 'sending' ? TEXTS.callback.sending : TEXTS.callback.submit}
          </button>
        </form>
      )}
    </Modal>
  );
}
