import { TEXTS } from '../domain/texts';
import { formatRub } from '../domain/format';
import { VisuallyHidden } from './VisuallyHidden';
import styles from './Prices.module.css';

export interface PricesProps {
  newPrice: string | null;
  oldPrice: string | null;
  discount: number | null;
  discountPercentage: number | null;
  /**
   * The product page names each missing price («Новая цена не указана», «Старая цена не указана»);
   * elsewhere a missing old price is left out.
   */
  detailed?: boolean;
  /**
   * A product of the catalogue (a listing card): a missing price reads «Новая цена не указана» as spec
   * section 3 has it for a product's data. A stored entry missing its data reads «Цена не указана»
   * (section 8).
   */
  catalogue?: boolean;
  /** The price a stored entry had when it was added, when the shop has changed it since. */
  previousPrice?: string | null;
}

/** New price, the old one struck through, the discount badge (only beside a price) and a changed price. */
export function Prices({
  newPrice,
  oldPrice,
  discount,
  discountPercentage,
  detailed = false,
  catalogue = detailed,
  previousPrice,
}: PricesProps) {
  const missingNew = catalogue ? TEXTS.product.noNewPrice : TEXTS.product.priceMissing;
  const percent = discountPercentage ?? 0;
  const badge = newPrice !== null && (discount ?? 0) > 0 && percent > 0;
  return (
    <div className={`${styles.prices} ${detailed ? styles.detailed : ''}`}>
      <span className={newPrice ? styles.newPrice : styles.missing}>{newPrice ?? missingNew}</span>
      {oldPrice ? (
        <s className={styles.oldPrice}>
          <VisuallyHidden>{TEXTS.product.oldPrice}: </VisuallyHidden>
          {oldPrice}
        </s>
      ) : (
        detailed && <span className={styles.missing}>{TEXTS.product.noOldPrice}</span>
      )}
      {badge && (
        <span className={styles.badge}>{TEXTS.product.discount(percent, formatRub(discount ?? 0))}</span>
      )}
      {previousPrice && (
        <span className={styles.changed}>
          {TEXTS.product.priceChanged} <s>{previousPrice}</s>
        </span>
      )}
    </div>
  );
}
