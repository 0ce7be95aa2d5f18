import { TEXTS, useFreshEntries, usePageTitle, useShopStore } from '@shop/shared';
import { EmptyState } from '../components/EmptyState';
import { useFocusAfterRemoval } from '../components/useFocusAfterRemoval';
import { FavoriteCard } from '../features/favorites';
import { CHECKOUT_TEXTS } from '../texts';
import styles from './Page.module.css';

/** `/favorites`: a grid of the favourites with the catalogue's current prices, or the empty state (spec section 2). */
export default function Favorites() {
  usePageTitle(TEXTS.favorites.title);
  const lines = useFreshEntries(useShopStore((state) => state.favorite));
  const { list, heading } = useFocusAfterRemoval(lines.map((line) => line.item.itemCode));
  return (
    <section className={styles.page}>
      <h1 className={styles.title} ref={heading} tabIndex={-1}>
        {TEXTS.favorites.title}
      </h1>
      {lines.length === 0 ? (
        <EmptyState message={TEXTS.favorites.empty} />
      ) : (
        <ul className={styles.grid} aria-label={CHECKOUT_TEXTS.favorites.items} ref={list}>
          {lines.map((line, index) => (
            <li key={line.item.itemCode}>
              <FavoriteCard line={line} priority={index < 4} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
