import { TEXTS, VisuallyHidden, formatRub } from '@shop/shared';
import { CHECKOUT_TEXTS } from '../texts';
import styles from './ItemPrices.module.css';

interface ItemPricesProps {
  newPrice: string | null;
  oldPrice: string | null;
  discount: number;
  discountPercentage: number;
  /** The price the entry had when it was added, when the shop has changed it since. */
  previousPrice?: string | null;
}

/** New price, the old one struck through, the discount badge, and a changed price marked as such. */
export function ItemPrices({
  newPrice,
  oldPrice,
  discount,
  discountPercentage,
  previousPrice,
}: ItemPricesProps) {
  return (
    <div className={styles.prices}>
      <span className={newPrice ? styles.newPrice : styles.missing}>
        {newPrice ?? TEXTS.product.priceMissing}
      </span>
      {oldPrice && (
        <s className={styles.oldPrice}>
          <VisuallyHidden>{CHECKOUT_TEXTS.item.oldPrice}: </VisuallyHidden>
          {oldPrice}
        </s>
      )}
      {newPrice && discount > 0 && discountPercentage > 0 && (
        <span className={styles.badge}>
          {CHECKOUT_TEXTS.item.discount(discountPercentage, formatRub(discount))}
        </span>
      )}
      {previousPrice && (
        <span className={styles.changed}>
          {CHECKOUT_TEXTS.item.priceChanged} <s>{previousPrice}</s>
        </span>
      )}
    </div>
  );
}
