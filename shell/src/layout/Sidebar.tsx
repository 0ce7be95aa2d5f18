import { NavLink } from 'react-router-dom';
import { SIDEBAR_NAV, TEXTS, type NavItem } from '@shop/shared';
import { Logo } from './Logo';
import { ContactLinks } from './ContactLinks';
import { CatalogIcon, ChevronIcon } from './icons';
import type { LayoutActions } from './overlay';
import styles from './Sidebar.module.css';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `${styles.navLink} ${isActive ? styles.active : ''}`;

/** A nav entry; one with options shows them in a flyout on hover and while focus is inside it. */
function NavEntry({ item }: { item: NavItem }) {
  return (
    <li className={item.options ? styles.hasSubmenu : undefined}>
      <NavLink to={item.href} className={navClass}>
        <span>{item.title}</span>
        {item.options && <ChevronIcon />}
      </NavLink>
      {item.options && (
        <ul role="list" className={styles.submenu} aria-label={item.title}>
          {item.options.map((option) => (
            <li key={option.value}>
              <NavLink to={option.href} className={navClass} end>
                {option.label}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The fixed left sidebar of large screens. */
export function Sidebar({ actions }: { actions: LayoutActions }) {
  return (
    <aside className={styles.sidebar}>
      <Logo tone="dark" />
      <button type="button" className={styles.catalog} onClick={actions.openCatalog}>
        <CatalogIcon />
        <span>{TEXTS.layout.catalog}</span>
      </button>
      <nav aria-label={TEXTS.layout.mainNav}>
        <ul role="list" className={styles.nav}>
          {SIDEBAR_NAV.map((item) => (
            <NavEntry key={item.href} item={item} />
          ))}
        </ul>
      </nav>
      <div className={styles.contacts}>
        <ContactLinks tone="dark" />
      </div>
    </aside>
  );
}
