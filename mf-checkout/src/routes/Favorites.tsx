import { TEXTS, usePageTitle, useShopStore } from '@shop/shared';
import { EmptyState } from '../components/EmptyState';
import { FavoriteCard } from '../features/favorites';
import { CHECKOUT_TEXTS } from '../texts';
import styles from './Page.module.css';

/** `/favorites`: a grid of the favourites, or the empty state (spec section 2). */
export default function Favorites() {
  usePageTitle(TEXTS.favorites.title);
  const favorites = useShopStore((state) => state.favorite);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{TEXTS.favorites.title}</h1>
      {favorites.length === 0 ? (
        <EmptyState message={TEXTS.favorites.empty} />
      ) : (
        <ul className={styles.grid} aria-label={CHECKOUT_TEXTS.favorites.items}>
          {favorites.map((item, index) => (
            <li key={item.itemCode}>
              <FavoriteCard item={item} priority={index < 4} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
