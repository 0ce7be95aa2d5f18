import { Link } from 'react-router-dom';
import type { HeroSlide } from '@shop/shared';
import styles from './HeroSlider.module.css';

/** A hero slide's class: a picture slide, or the centred text slide. */
export const heroSlideClass = (slide: HeroSlide) => (slide.image ? styles.slide : styles.textSlide);

/** A slide's key among the owner's slides: their titles need not differ. */
export const heroSlideKey = (slide: HeroSlide, index: number) => `${index}:${slide.title}`;

/**
 * A hero slide's text, link and picture (its views from the picture pipeline, modern formats first), as
 * the slider (`HeroSlider`) and its cover without Swiper (`HeroCover`) show them. `eager`: the picture loads
 * at once (the slide the autoplay shows next).
 */
export function HeroSlideContent({ slide, eager }: { slide: HeroSlide; eager: boolean }) {
  const { image } = slide;
  return (
    <>
      <div className={styles.copy}>
        <h2 className={styles.title}>{slide.title}</h2>
        <p className={styles.text}>{slide.text}</p>
        {slide.link && (
          <Link to={slide.link.to} className={styles.link}>
            {slide.link.label}
          </Link>
        )}
      </div>
      {image && (
        <picture>
          {image.sources.map((source) => (
            <source key={source.type} type={source.type} srcSet={source.srcset} />
          ))}
          <img
            src={image.src}
            alt=""
            width={260}
            height={260}
            className={styles.image}
            loading={eager ? 'eager' : 'lazy'}
          />
        </picture>
      )}
    </>
  );
}
