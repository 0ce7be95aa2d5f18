import { Link } from 'react-router-dom';
import { AddToBasket, Prices, ProductImage, TEXTS, useShopStore, type StoredItem } from '@shop/shared';
import { RemoveButton } from '../../../components/RemoveButton';
import { CHECKOUT_TEXTS } from '../../../texts';
import styles from './FavoriteCard.module.css';

const IMAGE_SIZE = 200;

/** A favourite (spec section 3: name, prices, image, discount) with remove and add to basket. */
export function FavoriteCard({ item, priority }: { item: StoredItem; priority: boolean }) {
  const removeFavorite = useShopStore((state) => state.removeFavorite);
  const name = item.name || TEXTS.product.unknownName;
  return (
    <article className={styles.card}>
      <ProductImage
        src={item.image}
        alt=""
        width={IMAGE_SIZE}
        height={IMAGE_SIZE}
        className={styles.image}
        priority={priority}
      />
      <h2 className={styles.name}>{item.link ? <Link to={item.link}>{name}</Link> : name}</h2>
      <Prices {...item} />
      <div className={styles.actions}>
        <AddToBasket item={{ ...item, count: 1 }} />
        <RemoveButton
          label={CHECKOUT_TEXTS.item.removeFavorite(name)}
          onRemove={() => removeFavorite(item.itemCode)}
        />
      </div>
    </article>
  );
}
