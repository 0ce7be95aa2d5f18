import { useId, useState, type FormEvent } from 'react';
import { setAccessToken, TEXTS } from '@shop/shared';
import { FormField } from '../../../components/FormField';
import { SubmitButton } from '../../../components/SubmitButton';
import { failureMessage } from '../../../lib/errors';
import { ACCOUNT_TEXTS } from '../../../texts';
import { changePassword } from '../api/changePassword';
import type { FormAction } from '../hooks/useLastAction';
import styles from '../../../components/Form.module.css';

type Field = 'current' | 'next' | 'repeat';

const LABELS: Record<Field, string> = {
  current: TEXTS.profile.currentPassword,
  next: TEXTS.profile.newPassword,
  repeat: ACCOUNT_TEXTS.profile.repeatPassword,
};
const FIELDS = Object.keys(LABELS) as Field[];

/** Which field a server message is about: the current password's, else the new one's (length, common). */
const fieldOf = (message: string): Field | null =>
  /Текущий пароль/.test(message) ? 'current' : /пароль/i.test(message) ? 'next' : null;

/**
 * The password change: the current password, the new one twice. On success the server ends the user's other
 * sessions and answers a new access token for this one. Every field is required: an empty one is named in
 * Russian and gets the focus. Its messages show while «Сменить пароль» is the page's last action.
 */
export function PasswordForm({ email, action }: { email: string; action: FormAction }) {
  const baseId = useId();
  const [values, setValues] = useState<Record<Field, string>>({ current: '', next: '', repeat: '' });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [shownError, setError] = useState<{ field: Field | null; message: string } | null>(null);
  const error = action.current ? shownError : null;
  const idOf = (name: Field) => `${baseId}-${name}`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    action.start();
    setDone(false);
    const empty = FIELDS.find((name) => values[name] === '');
    if (empty) {
      document.getElementById(idOf(empty))?.focus();
      return setError({ field: empty, message: ACCOUNT_TEXTS.profile.fill(LABELS[empty]) });
    }
    if (values.next !== values.repeat)
      return setError({ field: 'repeat', message: ACCOUNT_TEXTS.profile.mismatch });
    setError(null);
    setBusy(true);
    try {
      const { accessToken } = await changePassword({ oldPassword: values.current, newPassword: values.next });
      setAccessToken(accessToken);
      setValues({ current: '', next: '', repeat: '' });
      setDone(true);
    } catch (failure) {
      const message = failureMessage(failure);
      setError({ field: fieldOf(message), message });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, autoComplete: string) => (
    <FormField
      id={idOf(name)}
      label={LABELS[name]}
      type="password"
      autoComplete={autoComplete}
      mandatory
      value={values[name]}
      error={error?.field === name ? error.message : null}
      onChange={(event) => setValues((now) => ({ ...now, [name]: event.target.value }))}
    />
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-busy={busy} noValidate>
      {/* Password managers file the new password under this account's login. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {field('current', 'current-password')}
      {field('next', 'new-password')}
      {field('repeat', 'new-password')}
      {error && error.field === null && (
        <p className={styles.error} role="alert">
          {error.message}
        </p>
      )}
      {done && action.current && (
        <p className={styles.success} role="status">
          {ACCOUNT_TEXTS.profile.passwordChanged}
        </p>
      )}
      <p>
        <SubmitButton busy={busy}>{ACCOUNT_TEXTS.profile.changePassword}</SubmitButton>
      </p>
    </form>
  );
}
