import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { HERO_SLIDER, useSiteContent } from '@shop/shared';
import { REDUCED_MOTION, useMediaQuery } from '../../../lib/useMediaQuery';
import { CATALOG_TEXTS } from '../../../texts';
import { HeroSlideContent, heroSlideClass, heroSlideKey } from './HeroSlide';
import styles from './HeroSlider.module.css';

const t = CATALOG_TEXTS.home;

/**
 * The home hero (spec sections 2 and 9), the owner's slides in his order: spacing 16, one slide per view, clickable pagination, arrows,
 * auto-advance every 3000 ms that pauses on hover and stays off for users who prefer reduced motion.
 * `advance`: loaded when its autoplay would first move it (`useSliderWanted`), it moves at once.
 */
export default function HeroSlider({ advance = false }: { advance?: boolean }) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const { slides } = useSiteContent().home;
  return (
    <section className={styles.slider} aria-label={t.sliderLabel}>
      <Swiper
        modules={[A11y, Autoplay, Navigation, Pagination]}
        spaceBetween={HERO_SLIDER.spaceBetween}
        slidesPerView={HERO_SLIDER.slidesPerView}
        navigation
        pagination={{ clickable: true }}
        autoplay={
          reducedMotion
            ? false
            : { delay: HERO_SLIDER.autoplayDelayMs, pauseOnMouseEnter: true, disableOnInteraction: false }
        }
        speed={reducedMotion ? 0 : 500}
        a11y={{
          prevSlideMessage: t.previousSlide,
          nextSlideMessage: t.nextSlide,
          paginationBulletMessage: `${t.goToSlide} {{index}}`,
        }}
        className={styles.swiper}
        onSwiper={(swiper) => {
          if (advance && !reducedMotion) swiper.slideNext();
        }}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={heroSlideKey(slide, index)} className={heroSlideClass(slide)}>
            <HeroSlideContent slide={slide} eager={index === 1} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
