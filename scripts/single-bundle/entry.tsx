// The home page built as one ordinary bundle (no federation): the benchmark's yardstick, never shipped.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Layout } from '../../shell/src/layout/Layout';
import CatalogRoutes from '../../mf-catalog/src/App';
import SearchBox from '../../mf-catalog/src/SearchBox';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route element={<Layout searchBox={<SearchBox />} renderLoginModal={() => null} />}>
          <Route path="*" element={<CatalogRoutes />} />
        </Route>
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
