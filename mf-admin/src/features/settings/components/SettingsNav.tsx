import { NavLink } from 'react-router-dom';
import { ADMIN_PATHS } from '../../../paths';
import { SETTINGS_CONTENT_NAV } from '../../../texts';
import { SETTINGS_TEXTS as T } from '../texts';
import styles from './Settings.module.css';

const LINKS = [
  [ADMIN_PATHS.settings, T.navLinks.shop],
  [ADMIN_PATHS.settingsRequisites, T.navLinks.requisites],
  [ADMIN_PATHS.settingsPickupPoints, T.navLinks.pickupPoints],
  [ADMIN_PATHS.settingsDelivery, T.navLinks.delivery],
  [ADMIN_PATHS.settingsHome, SETTINGS_CONTENT_NAV.home],
  [ADMIN_PATHS.settingsPages, SETTINGS_CONTENT_NAV.pages],
  [ADMIN_PATHS.settingsExchange, SETTINGS_CONTENT_NAV.exchange],
  [ADMIN_PATHS.settingsStock, SETTINGS_CONTENT_NAV.stock],
  [ADMIN_PATHS.settingsHistory, T.navLinks.history],
] as const;

/** The settings' pages, one per section, and their history; the current one is marked. */
export function SettingsNav() {
  return (
    <nav aria-label={T.nav}>
      <ul className={styles.nav}>
        {LINKS.map(([to, label]) => (
          <li key={to}>
            <NavLink to={to} end className={styles.navLink}>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
