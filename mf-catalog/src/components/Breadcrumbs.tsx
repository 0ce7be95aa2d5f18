import { Link } from 'react-router-dom';
import type { ProductSection } from '@shop/shared';
import { CATALOG_TEXTS } from '../texts';
import styles from './Breadcrumbs.module.css';

interface BreadcrumbsProps {
  /** The pages above this one, outermost first. */
  links: readonly ProductSection[];
  /** This page's own name, the last crumb (not a link). */
  current: string;
}

/** «Каталог › Сейфы › Сейфы для оружия»: links up to the page, the page itself last. */
export function Breadcrumbs({ links, current }: BreadcrumbsProps) {
  return (
    <nav aria-label={CATALOG_TEXTS.catalog.breadcrumbs}>
      <ol className={styles.crumbs}>
        {links.map(({ name, link }) => (
          <li key={link}>
            <Link to={link}>{name}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
