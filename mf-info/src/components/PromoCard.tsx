import { Link } from 'react-router-dom';
import { ENDPOINTS, TEXTS, apiUrl } from '@shop/shared';
import styles from './PromoCard.module.css';

export interface Promo {
  title: string;
  description: string;
  /** A picture the API draws (`ENDPOINTS.catalogImage`), e.g. `safe-2-1`. */
  image: string;
  to: string;
}

/**
 * A generic promo card (spec section 2): title, description, image and «Перейти». The title is the link
 * (one name for assistive technology); the whole card is clickable through it.
 */
export function PromoCard({ title, description, image, to }: Promo) {
  return (
    <article className={styles.card}>
      <img
        src={apiUrl(ENDPOINTS.catalogImage(image))}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        decoding="async"
        className={styles.image}
      />
      <div className={styles.copy}>
        <h3 className={styles.title}>
          <Link to={to} className={styles.link}>
            {title}
          </Link>
        </h3>
        <p className={styles.text}>{description}</p>
        <span className={styles.go} aria-hidden="true">
          {TEXTS.common.go}
        </span>
      </div>
    </article>
  );
}

/** A list of promo cards in as many columns as fit. */
export function PromoCards({ promos, label }: { promos: readonly Promo[]; label: string }) {
  return (
    <ul role="list" aria-label={label} className={styles.grid}>
      {promos.map((promo) => (
        <li key={promo.to}>
          <PromoCard {...promo} />
        </li>
      ))}
    </ul>
  );
}
