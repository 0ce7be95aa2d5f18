import { useId, useState, type FormEvent } from 'react';
import { formatPhoneMask, PATHS, PRIVACY_POLICY, TEXTS } from '@shop/shared';
import { FormField } from '../../../components/FormField';
import { SubmitButton } from '../../../components/SubmitButton';
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
      <FormField
        id={ids.name}
        label={TEXTS.auth.name}
        name="name"
        autoComplete="name"
        value={fields.name}
        onChange={(event) => set('name')(event.target.value)}
      />
      <FormField
        id={ids.email}
        label={TEXTS.auth.email}
        name="email"
        type="email"
        autoComplete="email"
        value={fields.email}
        onChange={(event) => set('email')(event.target.value)}
      />
      <FormField
        id={ids.phone}
        label={TEXTS.auth.phone}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+7 999 999 99 99"
        value={fields.phone}
        onChange={(event) => set('phone')(formatPhoneMask(event.target.value))}
      />
      <FormField
        id={ids.password}
        label={TEXTS.auth.password}
        name="password"
        type="password"
        autoComplete="new-password"
        value={fields.password}
        onChange={(event) => set('password')(event.target.value)}
      />
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
      <SubmitButton busy={busy}>{TEXTS.auth.submitRegister}</SubmitButton>
    </form>
  );
}
