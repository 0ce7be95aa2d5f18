import { Link } from 'react-router-dom';
import { Prices, ProductImage, QuantityControl, TEXTS, useShopStore, type FreshLine } from '@shop/shared';
import { RemoveButton } from '../../../components/RemoveButton';
import { CHECKOUT_TEXTS } from '../../../texts';
import styles from './BasketCard.module.css';

const IMAGE_SIZE = 120;

/**
 * One basket entry. Minus at a count of 1 removes it (spec section 4); every change is stored at once and
 * the sums and the header follow without a reload.
 */
export function BasketCard({ line, priority }: { line: FreshLine; priority: boolean }) {
  const { item, previousPrice, unavailable, preorder } = line;
  const setBasketCount = useShopStore((state) => state.setBasketCount);
  const removeFromBasket = useShopStore((state) => state.removeFromBasket);
  const name = item.name || TEXTS.product.unknownName;
  return (
    <article className={`${styles.card} ${unavailable ? styles.unavailable : ''}`} aria-label={name}>
      <ProductImage
        src={item.image}
        alt=""
        width={IMAGE_SIZE}
        height={IMAGE_SIZE}
        className={styles.image}
        priority={priority}
      />
      <div className={styles.body}>
        <h2 className={styles.name}>{item.link ? <Link to={item.link}>{name}</Link> : name}</h2>
        {unavailable ? (
          <p className={styles.outOfStock}>
            {TEXTS.product.outOfStock}. {CHECKOUT_TEXTS.item.notCounted}
          </p>
        ) : (
          <>
            <Prices {...item} previousPrice={previousPrice} />
            {preorder && <p className={styles.preorder}>{CHECKOUT_TEXTS.item.preorder}</p>}
          </>
        )}
      </div>
      <div className={styles.controls} role="group" aria-label={CHECKOUT_TEXTS.item.quantityOf(name)}>
        {!unavailable && (
          <QuantityControl
            value={item.count}
            min={0}
            onChange={(count) => setBasketCount(item.itemCode, count)}
          />
        )}
        <RemoveButton
          label={CHECKOUT_TEXTS.item.remove(name)}
          onRemove={() => removeFromBasket(item.itemCode)}
        />
      </div>
    </article>
  );
}
