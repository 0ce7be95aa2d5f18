import { dismissSessionNotice, TEXTS, useAuth } from '@shop/shared';
import styles from './SessionNotice.module.css';

/** Tells a visitor why they were logged out when the server ended the session (expired or revoked). */
export function SessionNotice() {
  const { isLoggedIn, notice } = useAuth();
  return (
    <div role="status" className={notice && !isLoggedIn ? styles.notice : undefined}>
      {notice && !isLoggedIn && (
        <>
          <span>{notice}</span>
          <button type="button" className={styles.close} onClick={dismissSessionNotice}>
            {TEXTS.common.close}
          </button>
        </>
      )}
    </div>
  );
}
