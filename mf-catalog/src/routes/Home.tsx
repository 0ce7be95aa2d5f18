import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { PATHS, TEXTS, useSeoPage, useSiteContent, VisuallyHidden } from '@shop/shared';
import { WithData } from '../components/Notices';
import { useCategoryTree } from '../features/catalog';
import {
  CategoryGrid,
  CategoryGridSkeleton,
  HeroCover,
  HeroSlider,
  PromoCards,
  useSliderWanted,
} from '../features/home';
import { useMediaQuery } from '../lib/useMediaQuery';
import { CATALOG_TEXTS } from '../texts';
import pageStyles from './Page.module.css';
import styles from './Home.module.css';

const WIDE_SCREEN = '(min-width: 768px)';

/** Home `/`: the owner's hero slides and promo cards, up to 15 categories, «Весь каталог». */
export default function Home() {
  const tree = useCategoryTree();
  useSeoPage({ kind: 'home' });
  const { name, slogan } = useSiteContent().shop;
  return (
    <div className={pageStyles.page}>
      {/* Every page has one h1; the home page's own title would only repeat the logo beside it. */}
      <VisuallyHidden as="h1">{`${name}: ${slogan.toLowerCase()}`}</VisuallyHidden>
      <div className={styles.hero}>
        <HeroSlot />
        <PromoCards />
      </div>
      <section className={pageStyles.page} aria-labelledby="home-categories">
        <h2 id="home-categories" className={pageStyles.title}>
          {CATALOG_TEXTS.home.categoriesTitle}
        </h2>
        <WithData query={tree} placeholder={<CategoryGridSkeleton />}>
          {(categories) => <CategoryGrid categories={categories} />}
        </WithData>
        <Link to={PATHS.catalog} className={pageStyles.button}>
          {TEXTS.layout.allCatalog}
        </Link>
      </section>
    </div>
  );
}

/**
 * The slot is in the server's page too (hidden on a phone by CSS) with the first slide in it, so the promo
 * cards stand in their column from the first paint; only a wide screen loads the slider into it, once it is
 * wanted. Its own component: the screen's width, known only after hydration, re-renders the slot alone.
 */
function HeroSlot() {
  const wide = useMediaQuery(WIDE_SCREEN);
  const [sliderWanted, reachSlider] = useSliderWanted();
  return (
    <div className={styles.sliderSlot} onPointerEnter={reachSlider} onTouchStart={reachSlider}>
      {wide && sliderWanted ? (
        <Suspense fallback={<HeroCover />}>
          <HeroSlider advance={sliderWanted === 'timer'} />
        </Suspense>
      ) : (
        <HeroCover />
      )}
    </div>
  );
}
