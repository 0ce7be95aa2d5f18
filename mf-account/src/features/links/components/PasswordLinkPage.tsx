import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { type MessageResponse, type ResetPasswordRequest, usePageTitle } from '@shop/shared';
import { FormField } from '../../../components/FormField';
import { SubmitButton } from '../../../components/SubmitButton';
import { failureMessage } from '../../../lib/errors';
import { ACCOUNT_TEXTS } from '../../../texts';
import { LoginModal } from '../../auth';
import { useLinkToken } from '../hooks/useLinkToken';
import styles from '../../../components/Form.module.css';

const T = ACCOUNT_TEXTS.links;
type Field = 'next' | 'repeat';

interface PasswordLinkPageProps {
  title: string;
  /** The line above the fields: what saving the password does. */
  hint: string;
  submit: string;
  save: (request: ResetPasswordRequest) => Promise<MessageResponse>;
  /** Shown under «Войти» once the password is saved. */
  afterSaved?: ReactNode;
}

/**
 * A letter's link that sets a password (recovery, a manager's invitation): the new password twice (the
 * registration's policy, checked by the server); saved, every earlier session of the account ends and its
 * owner logs in with it.
 */
export function PasswordLinkPage({ title, hint, submit, save, afterSaved }: PasswordLinkPageProps) {
  usePageTitle(title);
  const token = useLinkToken();
  const baseId = useId();
  const [values, setValues] = useState<Record<Field, string>>({ next: '', repeat: '' });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [loginOpen, setLoginOpen] = useState(false);
  const [error, setError] = useState<{ field: Field | null; message: string } | null>(
    token ? null : { field: null, message: T.noToken },
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) return;
    if (values.next !== values.repeat)
      return setError({ field: 'repeat', message: ACCOUNT_TEXTS.profile.mismatch });
    setError(null);
    setBusy(true);
    try {
      setDone((await save({ token, password: values.next })).message);
    } catch (failure) {
      const message = failureMessage(failure);
      setError({ field: /пароль/i.test(message) ? 'next' : null, message });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, label: string) => (
    <FormField
      id={`${baseId}-${name}`}
      label={label}
      type="password"
      autoComplete="new-password"
      required
      value={values[name]}
      error={error?.field === name ? error.message : null}
      onChange={(event) => setValues((now) => ({ ...now, [name]: event.target.value }))}
    />
  );

  return (
    <div className={styles.form}>
      <h1>{title}</h1>
      {done ? (
        <>
          <p className={styles.success} role="status">
            {done}
          </p>
          <p>
            <button type="button" className={styles.submit} onClick={() => setLoginOpen(true)}>
              {ACCOUNT_TEXTS.access.login}
            </button>
          </p>
          {afterSaved}
          {loginOpen && <LoginModal onClose={() => setLoginOpen(false)} />}
        </>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} aria-busy={busy}>
          <p>{hint}</p>
          {field('next', T.newPassword)}
          {field('repeat', T.repeatPassword)}
          {error && error.field === null && (
            <p className={styles.error} role="alert">
              {error.message}
            </p>
          )}
          <SubmitButton busy={busy}>{submit}</SubmitButton>
        </form>
      )}
    </div>
  );
}
