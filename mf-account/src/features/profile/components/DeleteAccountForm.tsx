import { useId, useState, type FormEvent } from 'react';
import { TEXTS, useAuth } from '@shop/shared';
import { FormField } from '../../../components/FormField';
import { SubmitButton } from '../../../components/SubmitButton';
import { failureMessage } from '../../../lib/errors';
import { ACCOUNT_TEXTS } from '../../../texts';
import { deleteAccount } from '../api/deleteAccount';
import type { FormAction } from '../hooks/useLastAction';
import styles from '../../../components/Form.module.css';

const T = ACCOUNT_TEXTS.profile;

/**
 * «Удалить аккаунт»: a button that opens the confirmation with the current password. Deleted, `onDeleted`
 * is told first (the page says so) and the session ends in every tab. Opening it starts the page's action:
 * the other forms' messages go.
 */
export function DeleteAccountForm({
  onDeleted,
  action,
}: {
  onDeleted: (message: string) => void;
  action: FormAction;
}) {
  const id = useId();
  const { logout } = useAuth();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [shownError, setError] = useState<string | null>(null);
  const error = action.current ? shownError : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    action.start();
    if (!password) {
      document.getElementById(id)?.focus();
      return setError(T.fill(TEXTS.profile.currentPassword));
    }
    setBusy(true);
    setError(null);
    try {
      await deleteAccount({ password });
      onDeleted(T.deleted);
      await logout();
    } catch (failure) {
      setError(failureMessage(failure));
      setBusy(false);
    }
  };

  if (!open) {
    return (
      <p>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => {
            action.start();
            setOpen(true);
          }}
        >
          {T.deleteOpen}
        </button>
      </p>
    );
  }
  return (
    <form className={styles.form} onSubmit={onSubmit} aria-busy={busy} noValidate>
      <p>{T.deleteHint}</p>
      <FormField
        id={id}
        label={TEXTS.profile.currentPassword}
        type="password"
        autoComplete="current-password"
        mandatory
        autoFocus
        value={password}
        error={error}
        onChange={(event) => setPassword(event.target.value)}
      />
      <p>
        <SubmitButton busy={busy}>{T.deleteConfirm}</SubmitButton>{' '}
        <button type="button" className={styles.linkButton} onClick={() => setOpen(false)}>
          {T.deleteCancel}
        </button>
      </p>
    </form>
  );
}
