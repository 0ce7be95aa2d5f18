import { memo } from 'react';
import { Link } from 'react-router-dom';
import {
  AddToBasket,
  Prices,
  ProductImage,
  ProductToggles,
  TEXTS,
  toStoredItem,
  type Product,
} from '@shop/shared';
import { Availability } from './Availability';
import styles from './ProductCard.module.css';

export const CARD_IMAGE_SIZE = 220;
/** Cards of the first row load their pictures at once: one of them is usually the page's largest paint. */
const FIRST_ROW = 4;

interface ProductCardProps {
  product: Product;
  priority?: boolean;
}

/** A product in a listing or search results: picture, name, prices, availability and the shop controls. */
export function ProductCard({ product, priority = false }: ProductCardProps) {
  const item = toStoredItem(product);
  const name = product.name || TEXTS.product.unknownName;
  return (
    <article className={styles.card}>
      <Link to={product.link} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        {/* An uploaded picture comes as WebP with a JPEG fallback (`image` is its JPEG), else the drawing. */}
        <ProductImage
          src={item.image}
          sources={product.picture?.card.sources}
          alt={name}
          width={CARD_IMAGE_SIZE}
          height={CARD_IMAGE_SIZE}
          className={styles.image}
          priority={priority}
        />
      </Link>
      <h3 className={styles.name}>
        <Link to={product.link}>{name}</Link>
      </h3>
      <p className={styles.code}>
        {TEXTS.product.itemCode}: {product.itemCode}
      </p>
      <Prices
        newPrice={product.newPrice}
        oldPrice={product.oldPrice}
        discount={product.discount}
        discountPercentage={product.discountPercentage}
        catalogue
      />
      <Availability product={product} />
      <div className={styles.actions}>
        <AddToBasket item={item} />
        <ProductToggles item={item} />
      </div>
    </article>
  );
}

/** Cards in a responsive grid; not rendered again when only the page around it changes (filters' counts arrive). */
export const ProductGrid = memo(function ProductGrid({ products }: { products: Product[] }) {
  return (
    <ul className={styles.grid} role="list">
      {products.map((product, index) => (
        <li key={product.itemCode}>
          <ProductCard product={product} priority={index < FIRST_ROW} />
        </li>
      ))}
    </ul>
  );
});
