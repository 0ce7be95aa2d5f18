import { useId, useState, type FormEvent } from 'react';
import { formatPhoneMask, PATHS, PRIVACY_POLICY, Spinner, TEXTS } from '@shop/shared';
import { PasswordInput } from '../../../components/PasswordInput';
import { failureMessage } from '../../../lib/errors';
import { ACCOUNT_TEXTS } from '../../../texts';
import { register } from '../api/register';
import { useTimedMessage } from '../hooks/useTimedMessage';
import styles from '../../../components/Form.module.css';

interface RegisterFormProps {
  /** The account exists: back to login with this e-mail and the server's message. */
  onRegistered: (email: string, message: string) => void;
}

/**
 * Spec section 5: name and phone required («Пожалуйста, заполните все поля» for 3.5 s), e-mail and password
 * checked by the server. The consent to the processing of personal data is asked here, unticked.
 */
export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const ids = { name: useId(), email: useId(), phone: useId(), password: useId(), consent: useId() };
  const [fields, setFields] = useState({ name: '', email: '', phone: '', password: '' });
  const [consent, setConsent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, showError] = useTimedMessage();
  const set = (field: keyof typeof fields) => (value: string) =>
    setFields((now) => ({ ...now, [field]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!fields.name.trim() || !fields.phone.trim()) return showError(TEXTS.auth.fillAllFields);
    if (!consent) return showError(ACCOUNT_TEXTS.auth.consentRequired);
    setBusy(true);
    try {
      const { message } = await register({
        name: fields.name,
        email: fields.email,
        phoneNumber: fields.phone,
        password: fields.password,
        consent: true,
        policyVersion: PRIVACY_POLICY.version,
      });
      onRegistered(fields.email, message);
    } catch (failure) {
      showError(failureMessage(failure));
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-busy={busy} noValidate>
      <p className={styles.field}>
        <label className={styles.label} htmlFor={ids.name}>
          {TEXTS.auth.name}
        </label>
        <input
          id={ids.name}
          className={styles.input}
          name="name"
          autoComplete="name"
          value={fields.name}
          onChange={(event) => set('name')(event.target.value)}
        />
      </p>
      <p className={styles.field}>
        <label className={styles.label} htmlFor={ids.email}>
          {TEXTS.auth.email}
        </label>
        <input
          id={ids.email}
          className={styles.input}
          name="email"
          type="email"
          autoComplete="email"
          value={fields.email}
          onChange={(event) => set('email')(event.target.value)}
        />
      </p>
      <p className={styles.field}>
        <label className={styles.label} htmlFor={ids.phone}>
          {TEXTS.auth.phone}
        </label>
        <input
          id={ids.phone}
          className={styles.input}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+7 999 999 99 99"
          value={fields.phone}
          onChange={(event) => set('phone')(formatPhoneMask(event.target.value))}
        />
      </p>
      <p className={styles.field}>
        <label className={styles.label} htmlFor={ids.password}>
          {TEXTS.auth.password}
        </label>
        <PasswordInput
          id={ids.password}
          name="password"
          autoComplete="new-password"
          value={fields.password}
          onChange={(event) => set('password')(event.target.value)}
        />
      </p>
      <p className={styles.check}>
        <input
          id={ids.consent}
          type="checkbox"
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
        />
        <label htmlFor={ids.consent}>
          {ACCOUNT_TEXTS.auth.consentBefore}
          <a href={PATHS.privacyPolicy} target="_blank" rel="noreferrer">
            {ACCOUNT_TEXTS.auth.consentLink}
          </a>
        </label>
      </p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={styles.submit} disabled={busy}>
        {busy && <Spinner size="small" label={ACCOUNT_TEXTS.auth.sending} />}
        {TEXTS.auth.submitRegister}
      </button>
    </form>
  );
}
