import { NavLink } from 'react-router-dom';
import { ADMIN_PATHS } from '../paths';
import { PICTURE_TEXTS } from '../features/pictures';
import { DESK_TEXTS } from '../texts';
import styles from './AdminNav.module.css';

const LINKS = [
  [ADMIN_PATHS.orders, DESK_TEXTS.navOrders],
  [ADMIN_PATHS.prices, DESK_TEXTS.navPrices],
  [ADMIN_PATHS.staff, DESK_TEXTS.navStaff],
  [ADMIN_PATHS.pictures, PICTURE_TEXTS.title],
] as const;

/** The admin pages: orders (staff), prices, staff and pictures (administrators); the current one is marked. */
export function AdminNav() {
  return (
    <nav aria-label={DESK_TEXTS.nav}>
      <ul className={styles.nav}>
        {LINKS.map(([to, label]) => (
          <li key={to}>
            <NavLink to={to} end className={styles.link}>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
