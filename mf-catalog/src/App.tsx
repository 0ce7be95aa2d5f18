import { Route, Routes } from 'react-router-dom';
import { TEXTS } from '@shop/shared';

const inDevelopment = <p>{TEXTS.common.sectionInDevelopment}</p>;

/** The routes mf-catalog owns: home, the catalogue, listings, product and compare pages. */
export default function CatalogRoutes() {
  return (
    <Routes>
      <Route path="/" element={inDevelopment} />
      <Route path="/catalog/*" element={inDevelopment} />
    </Routes>
  );
}
