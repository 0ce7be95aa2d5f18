import { NavLink } from 'react-router-dom';
import { ADMIN_PATHS } from '../paths';
import { BACKUP_TEXTS, DESK_TEXTS, EXCHANGE_TEXTS, FILES_TEXTS, PRODUCT_TEXTS, SETTINGS_NAV } from '../texts';
import styles from './AdminNav.module.css';

const LINKS = [
  [ADMIN_PATHS.orders, DESK_TEXTS.navOrders],
  [ADMIN_PATHS.products, PRODUCT_TEXTS.nav],
  [ADMIN_PATHS.catalogueFiles, FILES_TEXTS.nav],
  [ADMIN_PATHS.exchange1c, EXCHANGE_TEXTS.nav],
  [ADMIN_PATHS.prices, DESK_TEXTS.navPrices],
  [ADMIN_PATHS.staff, DESK_TEXTS.navStaff],
  [ADMIN_PATHS.settings, SETTINGS_NAV],
  [ADMIN_PATHS.backups, BACKUP_TEXTS.nav],
] as const;

/** The admin pages: orders (staff), products, the 1С exchange, prices, staff, settings and backups (administrators); the current one is marked. */
export function AdminNav() {
  return (
    <nav aria-label={DESK_TEXTS.nav}>
      <ul className={styles.nav}>
        {LINKS.map(([to, label]) => (
          <li key={to}>
            {/* «Настройки» stays marked on each of its pages. */}
            <NavLink to={to} end={to !== ADMIN_PATHS.settings} className={styles.link}>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
