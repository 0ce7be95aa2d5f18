import { NavLink } from 'react-router-dom';
import { PATHS, TEXTS } from '@shop/shared';
import { ACCOUNT_TEXTS } from '../texts';
import styles from './AccountNav.module.css';

/** The buttons to /orders and /personal both account pages show (spec section 2). */
export function AccountNav() {
  const className = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.link} ${styles.active}` : styles.link;
  return (
    <nav aria-label={ACCOUNT_TEXTS.profile.accountNav} className={styles.nav}>
      <NavLink to={PATHS.orders} className={className}>
        {TEXTS.orders.ordersLink}
      </NavLink>
      <NavLink to={PATHS.personal} className={className}>
        {TEXTS.orders.profileLink}
      </NavLink>
    </nav>
  );
}
