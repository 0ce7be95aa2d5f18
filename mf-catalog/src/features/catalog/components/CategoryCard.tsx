import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  CATEGORY_CARD_COLLAPSED_PX,
  CATEGORY_CARD_EXPANDED_PX,
  CATEGORY_CARD_TOGGLE_AFTER,
  ProductImage,
  TEXTS,
  type Category,
} from '@shop/shared';
import styles from './CategoryCard.module.css';

/**
 * A card of the category index: image, title link and subcategory links. With more than two subcategories
 * the list is collapsed (about 50 px) and a toggle expands it (up to about 800 px).
 */
export function CategoryCard({ category }: { category: Category }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const collapsible = category.subcategories.length > CATEGORY_CARD_TOGGLE_AFTER;
  const maxHeight = collapsible
    ? expanded
      ? CATEGORY_CARD_EXPANDED_PX
      : CATEGORY_CARD_COLLAPSED_PX
    : undefined;
  return (
    <article className={styles.card}>
      <ProductImage src={category.categoryImg} alt="" width={96} height={96} className={styles.image} />
      <div className={styles.body}>
        <h2 className={styles.title}>
          <Link to={category.categoryLink}>{category.categoryName}</Link>
        </h2>
        <ul id={listId} className={styles.links} role="list" style={{ maxHeight }}>
          {category.subcategories.map((sub) => (
            <li key={sub.subcategoryLink}>
              {/* Hidden links of a collapsed card stay out of the tab order. */}
              <Link to={sub.subcategoryLink} tabIndex={collapsible && !expanded ? -1 : undefined}>
                {sub.subcategoryName}
              </Link>
            </li>
          ))}
        </ul>
        {collapsible && (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? TEXTS.listing.collapse : TEXTS.listing.expand}
          </button>
        )}
      </div>
    </article>
  );
}
