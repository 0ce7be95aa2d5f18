import { useId, useState, type FormEvent } from 'react';
import { setAccessToken, TEXTS } from '@shop/shared';
import { FormField } from '../../../components/FormField';
import { SubmitButton } from '../../../components/SubmitButton';
import { failureMessage } from '../../../lib/errors';
import { ACCOUNT_TEXTS } from '../../../texts';
import { login } from '../api/login';
import { useTimedMessage } from '../hooks/useTimedMessage';
import styles from '../../../components/Form.module.css';

interface LoginFormProps {
  /** The e-mail to start with (after a registration). */
  initialEmail: string;
  /** A line to show above the form (the registration's success). */
  notice: string | null;
  onLoggedIn: () => void;
  /** «Забыли пароль?», with the e-mail typed so far. */
  onForgotPassword: (email: string) => void;
}

/** Spec sections 4, 5 and 8: no client-side checks; the server's message in red for 3.5 s. */
export function LoginForm({ initialEmail, notice, onLoggedIn, onForgotPassword }: LoginFormProps) {
  const ids = { email: useId(), password: useId(), remember: useId() };
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, showError] = useTimedMessage();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      const { accessToken } = await login({ email, password, rememberMe });
      setAccessToken(accessToken);
      onLoggedIn();
    } catch (failure) {
      showError(failureMessage(failure));
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-busy={busy}>
      {notice && (
        <p className={styles.success} role="status">
          {notice}
        </p>
      )}
      <FormField
        id={ids.email}
        label={TEXTS.auth.email}
        name="email"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <FormField
        id={ids.password}
        label={TEXTS.auth.password}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <p className={styles.check}>
        <input
          id={ids.remember}
          type="checkbox"
          checked={rememberMe}
          onChange={(event) => setRememberMe(event.target.checked)}
        />
        <label htmlFor={ids.remember}>{TEXTS.auth.rememberMe}</label>
      </p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <SubmitButton busy={busy}>{TEXTS.auth.submitLogin}</SubmitButton>
      <p>
        <button type="button" className={styles.linkButton} onClick={() => onForgotPassword(email)}>
          {ACCOUNT_TEXTS.auth.forgotPassword}
        </button>
      </p>
    </form>
  );
}
