import { TEXTS, selectIsCompared, selectIsFavorite, useShopStore, type StoredItem } from '@shop/shared';
import styles from './ProductToggles.module.css';

/** The favourite heart (red when active) and the compare toggle (accent colour when active). */
export function ProductToggles({ item }: { item: StoredItem }) {
  const favorite = useShopStore(selectIsFavorite(item.itemCode));
  const compared = useShopStore(selectIsCompared(item.itemCode));
  const toggleFavorite = useShopStore((state) => state.toggleFavorite);
  const toggleCompare = useShopStore((state) => state.toggleCompare);
  return (
    <div className={styles.toggles}>
      <button
        type="button"
        className={`${styles.toggle} ${favorite ? styles.favoriteActive : ''}`}
        aria-pressed={favorite}
        aria-label={favorite ? TEXTS.product.removeFromFavorites : TEXTS.product.addToFavorites}
        title={favorite ? TEXTS.product.removeFromFavorites : TEXTS.product.addToFavorites}
        onClick={() => toggleFavorite(item)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.5 7 4.5c2.1 0 3.7 1.2 5 3 1.3-1.8 2.9-3 5-3 3.6 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
        </svg>
      </button>
      <button
        type="button"
        className={`${styles.toggle} ${compared ? styles.compareActive : ''}`}
        aria-pressed={compared}
        aria-label={compared ? TEXTS.product.removeFromCompare : TEXTS.product.addToCompare}
        title={compared ? TEXTS.product.removeFromCompare : TEXTS.product.addToCompare}
        onClick={() => toggleCompare(item)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M5 20V10M12 20V4M19 20v-7" />
        </svg>
      </button>
    </div>
  );
}
