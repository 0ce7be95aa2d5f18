import { Link } from 'react-router-dom';
import { ProductImage, TEXTS, useSiteContent } from '@shop/shared';
import styles from './PromoCards.module.css';

/** The owner's promo cards beside the slider, in his order (shelving and metal cabinets in the demo). */
export function PromoCards() {
  const { promos } = useSiteContent().home;
  return (
    <ul className={styles.cards} role="list">
      {promos.map((card, index) => (
        <li key={`${index}:${card.to}`}>
          <Link to={card.to} className={styles.card}>
            <span className={styles.copy}>
              <span className={styles.title}>{card.title}</span>
              <span className={styles.text}>{card.text}</span>
              <span className={styles.go}>{TEXTS.common.go}</span>
            </span>
            <ProductImage
              src={card.image.src}
              sources={card.image.sources}
              alt=""
              width={110}
              height={110}
              className={styles.image}
              priority
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
