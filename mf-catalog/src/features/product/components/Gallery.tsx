import { useState } from 'react';
import { ProductImage, type ProductPicture } from '@shop/shared';
import { CATALOG_TEXTS } from '../../../texts';
import styles from './Gallery.module.css';

const t = CATALOG_TEXTS.product;

/** What one picture of the gallery shows: its file (or JPEG fallback) and, when uploaded, its formats. */
interface Shot {
  key: string;
  page: { src: string; sources?: ProductPicture['page']['sources'] };
  thumb: { src: string; sources?: ProductPicture['thumb']['sources'] };
}

/** Uploaded pictures (main first, WebP with JPEG, 1× and 2×) when the product has them, else its drawings. */
const shotsOf = (images: string[], pictures: ProductPicture[] | undefined): Shot[] =>
  pictures?.length
    ? pictures.map((p) => ({ key: String(p.id), page: p.page, thumb: p.thumb }))
    : images.map((src) => ({ key: src, page: { src }, thumb: { src } }));

/** The main picture (loaded first: it is the page's largest element) and thumbnails that switch it. */
export function Gallery({
  images,
  pictures,
  name,
}: {
  images: string[];
  pictures?: ProductPicture[];
  name: string;
}) {
  const [current, setCurrent] = useState(0);
  const shots = shotsOf(images, pictures);
  const shown = shots[current] ?? shots[0];
  return (
    <div className={styles.gallery} aria-label={t.gallery} role="group">
      <ProductImage
        src={shown?.page.src}
        sources={shown?.page.sources}
        alt={name}
        width={480}
        height={480}
        className={styles.main}
        priority
      />
      {shots.length > 1 && (
        <ul className={styles.thumbs} role="list">
          {shots.map((shot, index) => (
            <li key={shot.key}>
              <button
                type="button"
                className={`${styles.thumb} ${index === current ? styles.active : ''}`}
                aria-label={t.showImage(index + 1)}
                aria-pressed={index === current}
                onClick={() => setCurrent(index)}
              >
                <ProductImage
                  src={shot.thumb.src}
                  sources={shot.thumb.sources}
                  alt=""
                  width={72}
                  height={72}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
