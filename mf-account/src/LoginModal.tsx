import { useId, useState, type FormEvent } from 'react';
import { apiPost, ApiError, ERROR_MESSAGE_MS, Modal, setAccessToken, TEXTS } from '@shop/shared';

interface LoginResponse {
  accessToken: string;
  refreshToken?: string;
}

/** The login dialog opened from the header (registration comes with the accounts issue). */
export default function LoginModal({ onClose }: { onClose: () => void }) {
  const emailId = useId();
  const passwordId = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      const { accessToken } = await apiPost<LoginResponse>(
        '/user/login',
        { email: form.get('email'), password: form.get('password') },
        { credentials: 'include' },
      );
      setAccessToken(accessToken);
      onClose();
    } catch (failure) {
      setError(failure instanceof ApiError || failure instanceof Error ? failure.message : String(failure));
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
