import { lazy, Suspense, useEffect } from 'react';
import { Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { PATHS } from '@shop/shared';
import { NotFoundNotice } from './components/Notices';
import { PageSkeleton } from './components/PageSkeleton';
import Home from './routes/Home';
import { CATALOG_TEXTS } from './texts';

// The home page is in the first chunk; the other pages come in one chunk of their own (one request when
// the first of them opens), so the home page does not download paging, sorting or the product page.
const CatalogIndex = lazy(() => import(/* webpackChunkName: "pages" */ './routes/CatalogIndex'));
const Category = lazy(() => import(/* webpackChunkName: "pages" */ './routes/Category'));
const Compare = lazy(() => import(/* webpackChunkName: "pages" */ './routes/Compare'));
const Listing = lazy(() => import(/* webpackChunkName: "pages" */ './routes/Listing'));
const Product = lazy(() => import(/* webpackChunkName: "pages" */ './routes/Product'));
const SearchResults = lazy(() => import(/* webpackChunkName: "pages" */ './routes/SearchResults'));

/**
 * A newly opened page starts at its top (the shell's router keeps the scroll position). Back and Forward
 * leave it to the browser; page and sort changes of a listing scroll to the list themselves.
 */
function ScrollToTopOnNewPage() {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const page = pathname === PATHS.product ? `${pathname}${search}` : pathname;
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [page, navigationType]);
  return null;
}

/** The routes mf-catalog owns: home, the catalogue, listings, product, search results and compare pages. */
export default function CatalogRoutes() {
  return (
    <>
      <ScrollToTopOnNewPage />
      <Suspense fallback={<PageSkeleton />}>
        <Routes>
          <Route path={PATHS.home} element={<Home />} />
          <Route path={PATHS.catalog} element={<CatalogIndex />} />
          <Route path={PATHS.product} element={<Product />} />
          <Route path={PATHS.compare} element={<Compare />} />
          <Route path={PATHS.search} element={<SearchResults />} />
          <Route path={`${PATHS.catalog}/:category`} element={<Category />} />
          <Route path={`${PATHS.catalog}/:category/:primary`} element={<Listing />} />
          <Route path={`${PATHS.catalog}/:category/:primary/:secondary`} element={<Listing />} />
          <Route path="*" element={<NotFoundNotice {...CATALOG_TEXTS.catalog.notFound} />} />
        </Routes>
      </Suspense>
    </>
  );
}
