import { NavLink } from 'react-router-dom';
import { PATHS, catalogPath } from '@shop/shared';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { useCategory } from '../../catalog';
import { CATALOG_TEXTS } from '../../../texts';
import styles from './ListingNav.module.css';

interface ListingNavProps {
  category: string;
  primary: string;
  /** The listing's own name, the last crumb. */
  title: string;
}

const t = CATALOG_TEXTS.catalog;

/**
 * Breadcrumbs (Каталог › category › subcategory) and the subcategory's second-level sections, from the
 * category call (usually already cached). Until it answers, or if it fails, the listing simply goes without.
 */
export function ListingNav({ category, primary, title }: ListingNavProps) {
  const { data } = useCategory(category);
  const primaryLink = catalogPath(category, primary);
  const sub = data?.subcategories.find((s) => s.subcategoryLink === primaryLink);
  return (
    <>
      <Breadcrumbs
        links={[
          { name: t.title, link: PATHS.catalog },
          ...(data ? [{ name: data.categoryName, link: data.categoryLink }] : []),
          ...(sub && sub.subcategoryName !== title
            ? [{ name: sub.subcategoryName, link: sub.subcategoryLink }]
            : []),
        ]}
        current={title}
      />
      {sub && sub.subcategories.length > 0 && (
        <nav aria-label={t.subsections}>
          <ul className={styles.sections} role="list">
            {sub.subcategories.map((section) => (
              <li key={section.subcategoryLink}>
                <NavLink
                  to={section.subcategoryLink}
                  className={({ isActive }) => `${styles.section} ${isActive ? styles.active : ''}`}
                >
                  {section.subcategoryName}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
