import { Link, useLocation } from 'react-router-dom';
import type { SideMenuItem } from '@shop/shared';
import { withoutSlash } from '../titles';
import styles from './SideMenu.module.css';

/** The page a menu link opens, as the router sees it: no hash, no trailing slash. */
const pageOf = (link: string) => withoutSlash(link.split('#')[0] ?? link);

/** A side menu of information pages; the entry of the page shown is marked current. */
export function SideMenu({ items, label }: { items: readonly SideMenuItem[]; label: string }) {
  const current = withoutSlash(useLocation().pathname);
  return (
    <nav aria-label={label} className={styles.menu}>
      <ul role="list" className={styles.list}>
        {items.map(({ title, link }) => (
          <li key={link}>
            <Link
              to={link}
              className={styles.link}
              aria-current={pageOf(link) === current ? 'page' : undefined}
            >
              {title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
