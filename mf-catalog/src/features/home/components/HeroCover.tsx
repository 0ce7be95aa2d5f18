import { useSiteContent } from '@shop/shared';
import { CATALOG_TEXTS } from '../../../texts';
import { HeroSlideContent, heroSlideClass } from './HeroSlide';
import styles from './HeroSlider.module.css';

const t = CATALOG_TEXTS.home;

/**
 * The hero slider's first slide (the owner's first; the centred text slide in the demo) as Swiper shows
 * it, without Swiper: in the server's page and until Swiper is wanted (`useSliderWanted`), so the slider's
 * library is not part of the first load and nothing moves when it replaces this.
 */
export function HeroCover() {
  const [first] = useSiteContent().home.slides;
  return (
    <section className={styles.slider} aria-label={t.sliderLabel}>
      <div className={styles.swiper}>
        {first && (
          <div className={heroSlideClass(first)}>
            <HeroSlideContent slide={first} eager={false} />
          </div>
        )}
      </div>
    </section>
  );
}
