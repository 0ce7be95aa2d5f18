import { lazy } from 'react';

/** The home page's blocks. */
export { CategoryGrid, CategoryGridSkeleton } from './components/CategoryGrid';
export { PromoCards } from './components/PromoCards';

/** Swiper is fetched only where the slider is shown: small screens never download it. */
export const HeroSlider = lazy(() => import(/* webpackChunkName: "hero" */ './components/HeroSlider'));
