import { useState, type ReactNode } from 'react';
import { ApiError, ErrorNotice, requestLogin, Spinner, useAuth } from '@shop/shared';
import { usePriceChanges } from '../../history';
import { ADMIN_TEXTS } from '../../../texts';
import styles from './AdminOnly.module.css';

/**
 * Shows `children` to administrators only. The server decides (the history call answers 401 or 403), so the
 * page needs no role from the profile: logged out it asks to log in, a buyer sees «Нет доступа».
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useAuth();
  const { data, error, mutate } = usePriceChanges(1, isLoggedIn);
  const status = error instanceof ApiError ? error.status : null;
  if (!isLoggedIn || status === 401) return <LoginPrompt />;
  if (status === 403) {
    return (
      <div className={styles.notice}>
        <h2 className={styles.title}>{ADMIN_TEXTS.noAccess}</h2>
        <p>{ADMIN_TEXTS.noAccessHint}</p>
      </div>
    );
  }
  if (error !== undefined && !data) return <ErrorNotice onRetry={() => void mutate()} />;
  if (!data) return <Spinner />;
  return children;
}

function LoginPrompt() {
  // Run standalone, nothing on the page can open the login dialog: say where it is instead.
  const [noDialog, setNoDialog] = useState(false);
  return (
    <div className={styles.notice}>
      <p>{ADMIN_TEXTS.loginNeeded}</p>
      <button type="button" className={styles.login} onClick={() => setNoDialog(!requestLogin())}>
        {ADMIN_TEXTS.login}
      </button>
      {noDialog && <p role="status">{ADMIN_TEXTS.loginFromHeader}</p>}
    </div>
  );
}
