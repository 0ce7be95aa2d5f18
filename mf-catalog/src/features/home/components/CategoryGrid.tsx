import { Link } from 'react-router-dom';
import { HOME_MAX_CATEGORIES, ProductImage, Skeleton, type Category } from '@shop/shared';
import styles from './CategoryGrid.module.css';

/** At most 15 categories, each with its image, link and subcategory links. */
export function CategoryGrid({ categories }: { categories: Category[] }) {
  return (
    <ul className={styles.grid} role="list">
      {categories.slice(0, HOME_MAX_CATEGORIES).map((category) => (
        <li key={category._id} className={styles.item}>
          <Link to={category.categoryLink} className={styles.head}>
            <ProductImage src={category.categoryImg} alt="" width={72} height={72} className={styles.image} />
            <span className={styles.name}>{category.categoryName}</span>
          </Link>
          <ul className={styles.subs} role="list">
            {category.subcategories.map((sub) => (
              <li key={sub.subcategoryLink}>
                <Link to={sub.subcategoryLink}>{sub.subcategoryName}</Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** The grid while the categories load: as many cards as it will show, each of a card's height. */
export function CategoryGridSkeleton() {
  return <Skeleton className={styles.grid} count={HOME_MAX_CATEGORIES} itemClassName={styles.placeholder} />;
}
