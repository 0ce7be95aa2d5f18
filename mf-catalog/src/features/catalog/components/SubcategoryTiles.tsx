import { Link } from 'react-router-dom';
import { formatItemsCount, ProductImage, type Subcategory } from '@shop/shared';
import styles from './SubcategoryTiles.module.css';

/** Tiles of a category page: title, image and the item count with its Russian plural («3 товара»). */
export function SubcategoryTiles({ subcategories }: { subcategories: Subcategory[] }) {
  return (
    <ul className={styles.tiles} role="list">
      {subcategories.map((sub, index) => (
        <li key={sub.subcategoryLink}>
          <Link to={sub.subcategoryLink} className={styles.tile}>
            <ProductImage
              src={sub.imageSrc}
              alt=""
              width={160}
              height={160}
              className={styles.image}
              priority={index < 4}
            />
            <span className={styles.title}>{sub.subcategoryName}</span>
            <span className={styles.count}>{formatItemsCount(sub.itemsCount)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
