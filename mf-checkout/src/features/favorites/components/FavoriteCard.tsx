import { Link } from 'react-router-dom';
import { AddToBasket, Prices, ProductImage, TEXTS, useShopStore, type FreshLine } from '@shop/shared';
import { RemoveButton } from '../../../components/RemoveButton';
import { CHECKOUT_TEXTS } from '../../../texts';
import styles from './FavoriteCard.module.css';

const IMAGE_SIZE = 200;

/**
 * A favourite (spec section 3: name, prices, image, discount) with remove and add to basket, its price and
 * availability refreshed from the catalogue like the basket's. The offer's block keeps its height whatever
 * the refresh brings (a changed price, «Нет в наличии»), so nothing below it moves.
 */
export function FavoriteCard({ line, priority }: { line: FreshLine; priority: boolean }) {
  const { item, previousPrice, unavailable } = line;
  const removeFavorite = useShopStore((state) => state.removeFavorite);
  const name = item.name || TEXTS.product.unknownName;
  return (
    <article className={styles.card} aria-label={name}>
      <ProductImage
        src={item.image}
        alt=""
        width={IMAGE_SIZE}
        height={IMAGE_SIZE}
        className={styles.image}
        priority={priority}
      />
      <h2 className={styles.name}>{item.link ? <Link to={item.link}>{name}</Link> : name}</h2>
      <div className={styles.offer}>
        {unavailable ? (
          <>
            <Prices {...item} newPrice={null} oldPrice={null} />
            <p className={styles.outOfStock}>{TEXTS.product.outOfStock}</p>
          </>
        ) : (
          <Prices {...item} previousPrice={previousPrice} />
        )}
      </div>
      <div className={styles.actions}>
        {!unavailable && <AddToBasket item={{ ...item, count: 1 }} />}
        <RemoveButton
          label={CHECKOUT_TEXTS.item.removeFavorite(name)}
          onRemove={() => removeFavorite(item.itemCode)}
        />
      </div>
    </article>
  );
}
