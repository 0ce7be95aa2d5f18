import { useParams } from 'react-router-dom';
import { WithData } from '../components/Notices';
import { PageHead } from '../components/PageHead';
import { PageSkeleton } from '../components/PageSkeleton';
import { SubcategoryTiles, useCategory } from '../features/catalog';
import { CATALOG_TEXTS } from '../texts';
import styles from './Page.module.css';

/** `/catalog/{category}`: the category's subcategories as tiles with item counts. */
export default function Category() {
  const { category = '' } = useParams();
  return (
    <WithData
      query={useCategory(category, { decidesPage: true })}
      notFound={CATALOG_TEXTS.catalog.notFound}
      placeholder={<PageSkeleton />}
    >
      {(data) => (
        <section className={styles.page}>
          <PageHead
            title={data.categoryName}
            page={{
              kind: 'category',
              name: data.categoryName,
              path: data.categoryLink,
              image: data.categoryImg,
              sections: data.subcategories.map((section) => section.subcategoryName),
            }}
          />
          <h1 className={styles.title}>{data.categoryName}</h1>
          <SubcategoryTiles subcategories={data.subcategories} />
        </section>
      )}
    </WithData>
  );
}
