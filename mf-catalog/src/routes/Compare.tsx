import { Link } from 'react-router-dom';
import { PATHS, TEXTS, useShopStore } from '@shop/shared';
import { CompareTable } from '../features/compare';
import { CATALOG_TEXTS } from '../texts';
import styles from './Page.module.css';

/** `/catalog/compare`: the compare list from the shared store, or its empty state. */
export default function Compare() {
  const items = useShopStore((state) => state.compare);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{TEXTS.compare.title}</h1>
      {items.length > 0 ? (
        <CompareTable items={items} />
      ) : (
        <>
          <p>{CATALOG_TEXTS.compare.empty}</p>
          <p className={styles.note}>{CATALOG_TEXTS.compare.emptyHint}</p>
          <Link to={PATHS.catalog} className={styles.button}>
            {TEXTS.common.toCatalog}
          </Link>
        </>
      )}
    </section>
  );
}
