import { lazy } from 'react';

/** The home page's blocks. */
export { CategoryGrid, CategoryGridSkeleton } from './components/CategoryGrid';
export { HeroCover } from './components/HeroCover';
export { PromoCards } from './components/PromoCards';
export { useSliderWanted, type SliderWanted } from './useSliderWanted';

/**
 * Swiper is fetched only where the slider is shown (small screens never download it), and only once it is
 * wanted (`useSliderWanted`).
 */
export const HeroSlider = lazy(() => import(/* webpackChunkName: "hero" */ './components/HeroSlider'));
