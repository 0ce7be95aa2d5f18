import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { StoredItem } from '../contract';
import { PATHS } from '../domain/routes';
import { useInBrowser } from '../hooks/useInBrowser';
import { TEXTS } from '../domain/texts';
import { selectIsInBasket } from '../store/selectors';
import { useShopStore } from '@shop/shared/kernel';
import { QuantityControl } from './QuantityControl';
import styles from './AddToBasket.module.css';

export interface AddToBasketProps {
  item: StoredItem;
  /** The lowest quantity the control allows (0 on the product page). */
  min?: number;
}

/**
 * Quantity and «В корзину», only for an item with a new price (spec section 4). Once the item is in the
 * basket the control becomes «В корзине», a link to /basket; the header count follows the store at once.
 */
export function AddToBasket({ item, min = 1 }: AddToBasketProps) {
  const inBasket = useShopStore(selectIsInBasket(item.itemCode));
  const addToBasket = useShopStore((state) => state.addToBasket);
  const [quantity, setQuantity] = useState(1);
  // A server-rendered card shows its controls before the page's code runs; until then a press would be lost,
  // so they wait (disabled) for hydration.
  const ready = useInBrowser();

  if (!item.newPrice) return null;
  if (inBasket) {
    return (
      <Link to={PATHS.basket} className={`${styles.button} ${styles.inBasket}`}>
        {TEXTS.product.inBasket}
      </Link>
    );
  }
  return (
    <div className={styles.add}>
      <QuantityControl value={quantity} onChange={setQuantity} min={min} disabled={!ready} />
      <button
        type="button"
        className={styles.button}
        disabled={!ready || quantity < 1}
        onClick={() => addToBasket(item, quantity)}
      >
        {TEXTS.product.addToBasket}
      </button>
    </div>
  );
}
