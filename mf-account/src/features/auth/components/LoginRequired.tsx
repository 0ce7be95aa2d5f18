import { useState, type ReactNode } from 'react';
import { useAuth } from '@shop/shared';
import { ACCOUNT_TEXTS } from '../../../texts';
import { LoginModal } from './LoginModal';
import styles from './LoginRequired.module.css';

interface LoginRequiredProps {
  /** What a visitor who is not logged in is told. */
  explanation: string;
  children: ReactNode;
}

/**
 * Shows `children` to a logged-in user; a visitor gets the explanation and the login dialog, and the page
 * appears as soon as they log in, without a reload (the session store changes).
 */
export function LoginRequired({ explanation, children }: LoginRequiredProps) {
  const { isLoggedIn } = useAuth();
  const [dialogOpen, setDialogOpen] = useState(true);
  if (isLoggedIn) return children;
  return (
    <div className={styles.box}>
      <p>{explanation}</p>
      <button type="button" className={styles.login} onClick={() => setDialogOpen(true)}>
        {ACCOUNT_TEXTS.access.login}
      </button>
      {dialogOpen && <LoginModal onClose={() => setDialogOpen(false)} />}
    </div>
  );
}
