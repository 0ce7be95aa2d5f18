import type { ReactNode } from 'react';
import type { StoredItem } from '../contract';
import { TEXTS } from '../domain/texts';
import { useInBrowser } from '../hooks/useInBrowser';
import { selectIsCompared, selectIsFavorite } from '../store/selectors';
import { useShopStore } from '@shop/shared/kernel';
import styles from './ProductToggles.module.css';

interface ToggleProps {
  active: boolean;
  /** The action's name when off and when on (the button says what a press does). */
  labels: readonly [off: string, on: string];
  activeClassName: string | undefined;
  onToggle: () => void;
  children: ReactNode;
}

function Toggle({ active, labels, activeClassName, onToggle, children }: ToggleProps) {
  const label = active ? labels[1] : labels[0];
  // Off until the page's code runs: a press on the server's markup would be lost (as in AddToBasket).
  const ready = useInBrowser();
  return (
    <button
      type="button"
      className={`${styles.toggle} ${active ? activeClassName : ''}`}
      aria-pressed={active}
      aria-label={label}
      title={label}
      disabled={!ready}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        {children}
      </svg>
    </button>
  );
}

/** The favourite heart (red when active) and the compare toggle (accent colour when active). */
export function ProductToggles({ item }: { item: StoredItem }) {
  const favorite = useShopStore(selectIsFavorite(item.itemCode));
  const compared = useShopStore(selectIsCompared(item.itemCode));
  const toggleFavorite = useShopStore((state) => state.toggleFavorite);
  const toggleCompare = useShopStore((state) => state.toggleCompare);
  return (
    <div className={styles.toggles}>
      <Toggle
        active={favorite}
        labels={[TEXTS.product.addToFavorites, TEXTS.product.removeFromFavorites]}
        activeClassName={styles.favoriteActive}
        onToggle={() => toggleFavorite(item)}
      >
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.5 7 4.5c2.1 0 3.7 1.2 5 3 1.3-1.8 2.9-3 5-3 3.6 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
      </Toggle>
      <Toggle
        active={compared}
        labels={[TEXTS.product.addToCompare, TEXTS.product.removeFromCompare]}
        activeClassName={styles.compareActive}
        onToggle={() => toggleCompare(item)}
      >
        <path d="M5 20V10M12 20V4M19 20v-7" />
      </Toggle>
    </div>
  );
}
