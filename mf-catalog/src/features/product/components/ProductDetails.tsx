import {
  AddToBasket,
  Prices,
  formatMeasure,
  ProductToggles,
  TEXTS,
  toStoredItem,
  type Item,
} from '@shop/shared';
import { CompareLink } from '../../../components/CompareLink';
import { Availability } from '../../../components/Availability';
import { CATALOG_TEXTS } from '../../../texts';
import { Gallery } from './Gallery';
import styles from './ProductDetails.module.css';

const t = TEXTS.product;

/** The owner's description as typed on «Товары»: plain text, a paragraph per block between empty lines. */
const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/**
 * The product page's content: gallery, prices and controls, dimensions, weight, notes, the description and the
 * characteristics.
 */
export function ProductDetails({ product }: { product: Item }) {
  const item = toStoredItem(product);
  const name = product.name || t.unknownName;
  const images = product.images.length ? product.images : [item.image];
  const description = paragraphsOf(product.description);
  return (
    <article className={styles.product}>
      <h1 className={styles.name}>{name}</h1>
      <p className={styles.code}>
        {t.itemCode}: {product.itemCode}
      </p>
      <div className={styles.columns}>
        <Gallery images={images} pictures={product.pictures} name={name} />
        <div className={styles.buy}>
          <Prices
            newPrice={product.newPrice}
            oldPrice={product.oldPrice}
            discount={product.discount}
            discountPercentage={product.discountPercentage}
            detailed
          />
          <p className={styles.note}>{t.vatNote}</p>
          <Availability product={product} />
          <div className={styles.actions}>
            <AddToBasket item={item} min={0} />
            <ProductToggles item={item} />
            <CompareLink />
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>{t.dimensions}</dt>
              <dd>{product.dimensions ?? '—'}</dd>
            </div>
            <div>
              <dt>{t.weight}</dt>
              <dd>
                {product.weight === null ? '—' : formatMeasure(product.weight, CATALOG_TEXTS.product.kg)}
              </dd>
            </div>
          </dl>
          <p className={styles.note}>{t.dimensionsNote}</p>
          <p className={styles.note}>{t.weightNote}</p>
        </div>
      </div>
      {description.length > 0 && (
        <section className={styles.description} aria-labelledby="product-description">
          <h2 id="product-description">{CATALOG_TEXTS.product.description}</h2>
          {description.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </section>
      )}
      {product.props.length > 0 && (
        <section className={styles.props} aria-labelledby="product-props">
          <h2 id="product-props">{t.characteristics}</h2>
          <dl>
            {product.props.map((prop) => (
              <div key={prop.key} className={styles.prop}>
                <dt>{prop.key}</dt>
                <dd>{prop.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </article>
  );
}
