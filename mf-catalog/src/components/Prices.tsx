import { TEXTS, VisuallyHidden, formatRub } from '@shop/shared';
import { CATALOG_TEXTS } from '../texts';
import styles from './Prices.module.css';

interface PricesProps {
  newPrice: string | null;
  oldPrice: string | null;
  discount: number | null;
  discountPercentage: number | null;
  /**
   * The product page names each missing price («Новая цена не указана», «Старая цена не указана»);
   * cards say «Цена не указана» once and leave out a missing old price.
   */
  detailed?: boolean;
}

export function DiscountBadge({ discount, percent }: { discount: number | null; percent: number | null }) {
  if (!discount || discount <= 0 || !percent) return null;
  return <span className={styles.badge}>{CATALOG_TEXTS.product.discount(percent, formatRub(discount))}</span>;
}

/** New price, the old one struck through and the discount badge. */
export function Prices({ newPrice, oldPrice, discount, discountPercentage, detailed = false }: PricesProps) {
  const missingNew = detailed ? TEXTS.product.noNewPrice : TEXTS.product.priceMissing;
  return (
    <div className={`${styles.prices} ${detailed ? styles.detailed : ''}`}>
      <span className={newPrice ? styles.newPrice : styles.missing}>{newPrice ?? missingNew}</span>
      {oldPrice ? (
        <s className={styles.oldPrice}>
          <VisuallyHidden>{CATALOG_TEXTS.product.oldPrice}: </VisuallyHidden>
          {oldPrice}
        </s>
      ) : (
        detailed && <span className={styles.missing}>{TEXTS.product.noOldPrice}</span>
      )}
      {newPrice && <DiscountBadge discount={discount} percent={discountPercentage} />}
    </div>
  );
}

/** «В наличии» when there is a new price, otherwise «Нет в наличии» (spec section 4). */
export function Availability({ newPrice }: { newPrice: string | null }) {
  return (
    <span className={newPrice ? styles.inStock : styles.outOfStock}>
      {newPrice ? TEXTS.product.inStock : TEXTS.product.outOfStock}
    </span>
  );
}
