import { useState } from 'react';
import { ProductImage } from '@shop/shared';
import { CATALOG_TEXTS } from '../../../texts';
import styles from './Gallery.module.css';

const t = CATALOG_TEXTS.product;

/** The main picture (loaded first: it is the page's largest element) and thumbnails that switch it. */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0];
  return (
    <div className={styles.gallery} aria-label={t.gallery} role="group">
      <ProductImage src={shown} alt={name} width={480} height={480} className={styles.main} priority />
      {images.length > 1 && (
        <ul className={styles.thumbs} role="list">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                className={`${styles.thumb} ${index === current ? styles.active : ''}`}
                aria-label={t.showImage(index + 1)}
                aria-pressed={index === current}
                onClick={() => setCurrent(index)}
              >
                <ProductImage src={image} alt="" width={72} height={72} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
