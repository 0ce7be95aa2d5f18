import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ENDPOINTS, ErrorNotice, Modal, Spinner, TEXTS, useApi, type Category } from '@shop/shared';
import styles from './CatalogModal.module.css';

/** The menu is fetched once per page load: no revalidation when the modal is opened again. */
const ONCE = { revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false } as const;

function CategoryDetails({ category, onNavigate }: { category: Category; onNavigate: () => void }) {
  return (
    <section className={styles.details} aria-label={category.categoryName}>
      <Link to={category.categoryLink} className={styles.detailsTitle} onClick={onNavigate}>
        {category.categoryName}
      </Link>
      <ul role="list" className={styles.grid}>
        {category.subcategories.map((sub) => (
          <li key={sub.subcategoryLink} className={styles.sub}>
            <Link to={sub.subcategoryLink} className={styles.subLink} onClick={onNavigate}>
              {sub.subcategoryName}
            </Link>
            {sub.subcategories.length > 0 && (
              <ul role="list" className={styles.subItems}>
                {sub.subcategories.map((item) => (
                  <li key={item.subcategoryLink}>
                    <Link to={item.subcategoryLink} className={styles.subItem} onClick={onNavigate}>
                      {item.subcategoryName}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The catalogue modal: categories on the left; the hovered or focused one's subcategories on the right. */
export function CatalogModal({ onClose }: { onClose: () => void }) {
  const { data, error, isLoading, mutate } = useApi<Category[]>(ENDPOINTS.catalogMenu, ONCE);
  const [activeLink, setActiveLink] = useState<string | null>(null);
  const active = data?.find((category) => category.categoryLink === activeLink) ?? data?.[0];
  const listRef = useRef<HTMLUListElement>(null);

  // Opened before the menu had loaded, the dialog itself holds the focus; hand it to the first category.
  useEffect(() => {
    if (data && document.activeElement?.getAttribute('role') === 'dialog') {
      listRef.current?.querySelector('a')?.focus();
    }
  }, [data]);

  let content;
  if (error && !data) {
    content = <ErrorNotice onRetry={() => void mutate()} />;
  } else if (isLoading || !data) {
    content = <Spinner />;
  } else {
    content = (
      <div className={styles.columns}>
        <ul ref={listRef} role="list" className={styles.categories} aria-label={TEXTS.layout.categories}>
          {data.map((category) => (
            <li key={category.categoryLink}>
              <Link
                to={category.categoryLink}
                className={`${styles.category} ${category === active ? styles.active : ''}`}
                aria-current={category === active ? 'true' : undefined}
                onMouseEnter={() => setActiveLink(category.categoryLink)}
                onFocus={() => setActiveLink(category.categoryLink)}
                onClick={onClose}
              >
                {category.categoryName}
              </Link>
            </li>
          ))}
        </ul>
        {active && <CategoryDetails category={active} onNavigate={onClose} />}
      </div>
    );
  }

  return (
    <Modal title={TEXTS.layout.catalog} onClose={onClose} className={styles.modal}>
      {content}
    </Modal>
  );
}
