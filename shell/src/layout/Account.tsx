import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { PATHS, TEXTS, useAuth } from '@shop/shared';
import { LogoutIcon, UserIcon } from './icons';
import styles from './Account.module.css';

interface AccountProps {
  onLogin: () => void;
  /** The login dialog is open. */
  loginOpen?: boolean;
  /** Called after following the personal link (closes the mobile menu). */
  onNavigate?: () => void;
}

/** «Вход» for visitors; the user's name linking to /personal and a logout button once logged in. */
export function Account({ onLogin, loginOpen = false, onNavigate }: AccountProps) {
  const { isLoggedIn, name, logout } = useAuth();
  const nameLink = useRef<HTMLAnchorElement>(null);
  const loggingIn = useRef(false);
  useEffect(() => {
    if (!isLoggedIn && loginOpen) loggingIn.current = true;
    if (!isLoggedIn || loginOpen || !loggingIn.current) return;
    loggingIn.current = false;
    // The «Вход» that opened the dialog is gone, so the dialog cannot give focus back to it: once it has
    // closed, the name that replaced «Вход» takes focus, unless the user has already moved on.
    const timer = setTimeout(() => {
      if (document.activeElement === document.body) nameLink.current?.focus();
    });
    return () => clearTimeout(timer);
  }, [isLoggedIn, loginOpen]);

  if (!isLoggedIn) {
    return (
      <button type="button" className={styles.login} onClick={onLogin}>
        <UserIcon />
        <span>{TEXTS.layout.login}</span>
      </button>
    );
  }
  return (
    <div className={styles.user}>
      <Link ref={nameLink} to={PATHS.personal} className={styles.name} onClick={onNavigate}>
        <UserIcon />
        <span>{name ?? TEXTS.layout.personal}</span>
      </Link>
      <button type="button" className={styles.logout} onClick={() => void logout()}>
        <LogoutIcon />
        <span>{TEXTS.layout.logout}</span>
      </button>
    </div>
  );
}
