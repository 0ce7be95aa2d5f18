import { useId, useState, type FormEvent } from 'react';
import { ERROR_MESSAGE_MS, Modal, setAccessToken, TEXTS, type LoginModalProps } from '@shop/shared';
import { login } from '../api/login';

/** The login dialog opened from the header (registration comes with the accounts issue). */
export function LoginModal({ onClose }: LoginModalProps) {
  const emailId = useId();
  const passwordId = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '');
    setBusy(true);
    try {
      const { accessToken } = await login({ email: field('email'), password: field('password') });
      setAccessToken(accessToken);
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setTimeout(() => setError(null), ERROR_MESSAGE_MS);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={TEXTS.auth.loginTitle} onClose={onClose}>
      <form onSubmit={onSubmit}>
        <p>
          <label htmlFor={emailId}>{TEXTS.auth.email}</label>{' '}
          <input id={emailId} name="email" type="email" autoComplete="email" />
        </p>
        <p>
          <label htmlFor={passwordId}>{TEXTS.auth.password}</label>{' '}
          <input id={passwordId} name="password" type="password" autoComplete="current-password" />
        </p>
        {error && (
          <p role="alert" style={{ color: '#c62828' }}>
            {error}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {TEXTS.auth.submitLogin}
        </button>
      </form>
    </Modal>
  );
}
