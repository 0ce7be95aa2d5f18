import { useState, type ReactNode } from 'react';
import { ApiError, ErrorNotice, requestLogin, Spinner, useAuth } from '@shop/shared';
import { usePriceChanges } from '../../history';
import { ADMIN_TEXTS } from '../../../texts';
import styles from './AdminOnly.module.css';

interface AccessGateProps {
  /** The page's first call: its error says who the caller is to the server (401, 403). */
  error: unknown;
  loaded: boolean;
  retry: () => void;
  loginNeeded: string;
  noAccessHint: string;
  children: ReactNode;
}

/**
 * Shows `children` only when the page's first call succeeded. The server decides, so the page needs no role
 * from the profile: logged out it asks to log in, a caller the server refuses sees «Нет доступа».
 */
export function AccessGate({ error, loaded, retry, loginNeeded, noAccessHint, children }: AccessGateProps) {
  const { isLoggedIn } = useAuth();
  const status = error instanceof ApiError ? error.status : null;
  if (!isLoggedIn || status === 401) return <LoginPrompt text={loginNeeded} />;
  if (status === 403) {
    return (
      <div className={styles.notice}>
        <h2 className={styles.title}>{ADMIN_TEXTS.noAccess}</h2>
        <p>{noAccessHint}</p>
      </div>
    );
  }
  if (error !== undefined && !loaded) return <ErrorNotice onRetry={retry} />;
  if (!loaded) return <Spinner />;
  return children;
}

/** The price page's gate: administrators only (the history call answers 401 or 403). */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useAuth();
  const { data, error, mutate } = usePriceChanges(1, isLoggedIn);
  return (
    <AccessGate
      error={error}
      loaded={data !== undefined}
      retry={() => void mutate()}
      loginNeeded={ADMIN_TEXTS.loginNeeded}
      noAccessHint={ADMIN_TEXTS.noAccessHint}
    >
      {children}
    </AccessGate>
  );
}

function LoginPrompt({ text }: { text: string }) {
  // Run standalone, nothing on the page can open the login dialog: say where it is instead.
  const [noDialog, setNoDialog] = useState(false);
  return (
    <div className={styles.notice}>
      <p>{text}</p>
      <button type="button" className={styles.login} onClick={() => setNoDialog(!requestLogin())}>
        {ADMIN_TEXTS.login}
      </button>
      {noDialog && <p role="status">{ADMIN_TEXTS.loginFromHeader}</p>}
    </div>
  );
}
