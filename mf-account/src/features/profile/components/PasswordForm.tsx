import { useId, useState, type FormEvent } from 'react';
import { setAccessToken, TEXTS } from '@shop/shared';
import { FormField } from '../../../components/FormField';
import { SubmitButton } from '../../../components/SubmitButton';
import { failureMessage } from '../../../lib/errors';
import { ACCOUNT_TEXTS } from '../../../texts';
import { changePassword } from '../api/changePassword';
import styles from '../../../components/Form.module.css';

type Field = 'current' | 'next' | 'repeat';

/** Which field a server message is about: the current password's, else the new one's (length, common). */
const fieldOf = (message: string): Field | null =>
  /Текущий пароль/.test(message) ? 'current' : /пароль/i.test(message) ? 'next' : null;

/**
 * The password change: the current password, the new one twice. On success the server ends the user's other
 * sessions and answers a new access token for this one.
 */
export function PasswordForm({ email }: { email: string }) {
  const baseId = useId();
  const [values, setValues] = useState<Record<Field, string>>({ current: '', next: '', repeat: '' });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<{ field: Field | null; message: string } | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(false);
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

  const field = (name: Field, label: string, autoComplete: string) => (
    <FormField
      id={`${baseId}-${name}`}
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      error={error?.field === name ? error.message : null}
      onChange={(event) => setValues((now) => ({ ...now, [name]: event.target.value }))}
    />
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-busy={busy}>
      {/* Password managers file the new password under this account's login. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {field('current', TEXTS.profile.currentPassword, 'current-password')}
      {field('next', TEXTS.profile.newPassword, 'new-password')}
      {field('repeat', ACCOUNT_TEXTS.profile.repeatPassword, 'new-password')}
      {error && error.field === null && (
        <p className={styles.error} role="alert">
          {error.message}
        </p>
      )}
      {done && (
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
