import { Link } from 'react-router-dom';
import { AddToBasket, TEXTS, useShopStore, type StoredItem } from '@shop/shared';
import { ItemImage } from '../../../components/ItemImage';
import { ItemPrices } from '../../../components/ItemPrices';
import { CHECKOUT_TEXTS } from '../../../texts';
import styles from './FavoriteCard.module.css';

const IMAGE_SIZE = 200;

/** A favourite (spec section 3: name, prices, image, discount) with remove and add to basket. */
export function FavoriteCard({ item, priority }: { item: StoredItem; priority: boolean }) {
  const removeFavorite = useShopStore((state) => state.removeFavorite);
  const name = item.name || TEXTS.product.unknownName;
  return (
    <article className={styles.card}>
      <ItemImage src={item.image} size={IMAGE_SIZE} className={styles.image} priority={priority} />
      <h2 className={styles.name}>{item.link ? <Link to={item.link}>{name}</Link> : name}</h2>
      <ItemPrices {...item} />
      <div className={styles.actions}>
        <AddToBasket item={{ ...item, count: 1 }} />
        <button
          type="button"
          className={styles.remove}
          onClick={() => removeFavorite(item.itemCode)}
          aria-label={CHECKOUT_TEXTS.item.removeFavorite(name)}
        >
          {TEXTS.basket.remove}
        </button>
      </div>
    </article>
  );
}
