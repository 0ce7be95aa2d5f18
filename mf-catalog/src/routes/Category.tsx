import { useParams } from 'react-router-dom';
import { LoadState } from '../components/Notices';
import { useCategory } from '../features/catalog/api/categories';
import { SubcategoryTiles } from '../features/catalog/components/SubcategoryTiles';
import { CATALOG_TEXTS } from '../texts';
import styles from './Page.module.css';

/** `/catalog/{category}`: the category's subcategories as tiles with item counts. */
export default function Category() {
  const { category = '' } = useParams();
  const { data, error, isLoading, mutate } = useCategory(category);
  if (!data) {
    return (
      <LoadState
        error={error}
        isLoading={isLoading}
        retry={() => void mutate()}
        notFound={CATALOG_TEXTS.catalog.notFound}
      />
    );
  }
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{data.categoryName}</h1>
      <SubcategoryTiles subcategories={data.subcategories} />
    </section>
  );
}
