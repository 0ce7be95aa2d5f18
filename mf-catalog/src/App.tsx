import { Route, Routes } from 'react-router-dom';
import { NotFoundNotice } from './components/Notices';
import CatalogIndex from './routes/CatalogIndex';
import Category from './routes/Category';
import Compare from './routes/Compare';
import Home from './routes/Home';
import Listing from './routes/Listing';
import Product from './routes/Product';
import SearchResults from './routes/SearchResults';
import { CATALOG_TEXTS } from './texts';

/** The routes mf-catalog owns: home, the catalogue, listings, product, search results and compare pages. */
export default function CatalogRoutes() {
  return (
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
  );
}
