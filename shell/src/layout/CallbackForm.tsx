import { useId, useRef, useState, type FormEvent } from 'react';
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

interface FieldErrors {
  name?: string;
  phone?: string;
}

/** The app's own Russian check of the two fields (the browser's bubble is off: its language is the browser's). */
function fieldErrors(name: string, phone: string): FieldErrors {
  const t = TEXTS.callback;
  return {
    name: name.trim() ? undefined : t.nameRequired,
    phone: !phone ? t.phoneRequired : isCompletePhone(phone) ? undefined : t.phoneIncomplete,
  };
}

/**
 * «Заказать звонок»: name and phone, posted to `{apiBase}/callback/`; shows the server's answer. A wrong
 * field says why beneath itself and gets the focus, as on the order form; its error goes once it is edited.
 */
export function CallbackForm({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const nameId = useId();
  const phoneId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = fieldErrors(name, phone);
    setErrors(found);
    if (found.name || found.phone) {
      setStatus({ kind: 'idle' });
      (found.name ? nameRef : phoneRef).current?.focus();
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
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <p className={styles.intro}>{TEXTS.callback.intro}</p>
          <label htmlFor={nameId}>{TEXTS.callback.name}</label>
          <input
            ref={nameRef}
            id={nameId}
            name="name"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setErrors((current) => ({ ...current, name: undefined }));
            }}
            autoComplete="name"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${nameId}-error` : undefined}
            required
          />
          {errors.name && (
            <p id={`${nameId}-error`} className={styles.error}>
              {errors.name}
            </p>
          )}
          <label htmlFor={phoneId}>{TEXTS.callback.phone}</label>
          <input
            ref={phoneRef}
            id={phoneId}
            name="phone"
            type="tel"
            inputMode="tel"
            value={phone}
            onChange={(event) => {
              setPhone(formatPhoneMask(event.target.value));
              setErrors((current) => ({ ...current, phone: undefined }));
            }}
            placeholder={PHONE_MASK}
            autoComplete="tel"
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={errors.phone ? `${phoneId}-error` : undefined}
            required
          />
          {errors.phone && (
            <p id={`${phoneId}-error`} className={styles.error}>
              {errors.phone}
            </p>
          )}
          {status.kind === 'error' && (
            <p className={styles.error} role="alert">
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
