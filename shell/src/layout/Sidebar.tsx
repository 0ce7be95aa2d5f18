import { SIDEBAR_NAV, TEXTS, type NavItem } from '@shop/shared';
import { Logo } from './Logo';
import { NavItemLink } from './NavItemLink';
import { ContactLinks } from './ContactLinks';
import { CatalogIcon, ChevronIcon } from './icons';
import type { LayoutActions } from './overlay';
import styles from './Sidebar.module.css';

/** A nav entry; one with options shows them in a flyout on hover and while focus is inside it. */
function NavEntry({ item }: { item: NavItem }) {
  return (
    <li className={item.options ? styles.hasSubmenu : undefined}>
      <NavItemLink to={item.href} className={styles.navLink} activeClassName={styles.active}>
        <span>{item.title}</span>
        {item.options && <ChevronIcon />}
      </NavItemLink>
      {item.options && (
        <ul role="list" className={styles.submenu} aria-label={item.title}>
          {item.options.map((option) => (
            <li key={option.value}>
              <NavItemLink to={option.href} className={styles.navLink} activeClassName={styles.active} exact>
                {option.label}
              </NavItemLink>
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
