import { Link } from 'react-router-dom';
import { PATHS, TEXTS, useAuth } from '@shop/shared';
import { LogoutIcon, UserIcon } from './icons';
import styles from './Account.module.css';

interface AccountProps {
  onLogin: () => void;
  /** Called after following the personal link (closes the mobile menu). */
  onNavigate?: () => void;
}

/** «Вход» for visitors; the user's name linking to /personal and a logout button once logged in. */
export function Account({ onLogin, onNavigate }: AccountProps) {
  const { isLoggedIn, name, logout } = useAuth();
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
      <Link to={PATHS.personal} className={styles.name} onClick={onNavigate}>
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
