import { Link } from 'react-router-dom';
import { ProductImage, TEXTS } from '@shop/shared';
import { PROMO_CARDS } from '../slides';
import styles from './PromoCards.module.css';

/** Shelving and metal cabinets beside the slider. */
export function PromoCards() {
  return (
    <ul className={styles.cards} role="list">
      {PROMO_CARDS.map((card) => (
        <li key={card.to}>
          <Link to={card.to} className={styles.card}>
            <span className={styles.copy}>
              <span className={styles.title}>{card.title}</span>
              <span className={styles.text}>{card.text}</span>
              <span className={styles.go}>{TEXTS.common.go}</span>
            </span>
            <ProductImage
              src={card.image}
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
