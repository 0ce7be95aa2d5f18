import { WithData } from '../components/Notices';
import { PageHead } from '../components/PageHead';
import { PageSkeleton } from '../components/PageSkeleton';
import { CategoryCard, useCategoryTree } from '../features/catalog';
import { CATALOG_TEXTS } from '../texts';
import styles from './Page.module.css';
import gridStyles from './CatalogIndex.module.css';

/** `/catalog`: every category as a card. */
export default function CatalogIndex() {
  const tree = useCategoryTree();
  return (
    <section className={styles.page}>
      <PageHead title={CATALOG_TEXTS.catalog.title} page={{ kind: 'catalog' }} />
      <h1 className={styles.title}>{CATALOG_TEXTS.catalog.title}</h1>
      <WithData query={tree} placeholder={<PageSkeleton title={false} />}>
        {(categories) => (
          <ul className={gridStyles.grid} role="list">
            {categories.map((category) => (
              <li key={category._id}>
                <CategoryCard category={category} />
              </li>
            ))}
          </ul>
        )}
      </WithData>
    </section>
  );
}
