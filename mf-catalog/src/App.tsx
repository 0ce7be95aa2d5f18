import { useEffect } from 'react';
import { Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { NotFoundNotice } from './components/Notices';
import CatalogIndex from './routes/CatalogIndex';
import Category from './routes/Category';
import Compare from './routes/Compare';
import Home from './routes/Home';
import Listing from './routes/Listing';
import Product from './routes/Product';
import SearchResults from './routes/SearchResults';
import { CATALOG_TEXTS } from './texts';

/**
 * A newly opened page starts at its top (the shell's router keeps the scroll position). Back and Forward
 * leave it to the browser; page and sort changes of a listing scroll to the list themselves.
 */
function ScrollToTopOnNewPage() {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const page = pathname === '/catalog/product' ? `${pathname}${search}` : pathname;
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
      <Routes>
        <Route path="/" element={<Home />} />
        <Route path="/catalog" element={<CatalogIndex />} />
        <Route path="/catalog/product" element={<Product />} />
        <Route path="/catalog/compare" element={<Compare />} />
        <Route path="/catalog/search" element={<SearchResults />} />
        <Route path="/catalog/:category" element={<Category />} />
        <Route path="/catalog/:category/:primary" element={<Listing />} />
        <Route path="/catalog/:category/:primary/:secondary" element={<Listing />} />
        <Route path="*" element={<NotFoundNotice {...CATALOG_TEXTS.catalog.notFound} />} />
      </Routes>
    </>
  );
}
