import { Route, Routes } from 'react-router-dom';
import { TEXTS } from '@shop/shared';

const inDevelopment = <p>{TEXTS.common.sectionInDevelopment}</p>;

/** The routes mf-checkout owns: basket, favourites and order placement. */
export default function CheckoutRoutes() {
  return (
    <Routes>
      <Route path="/basket/*" element={inDevelopment} />
      <Route path="/favorites/*" element={inDevelopment} />
      <Route path="/order/*" element={inDevelopment} />
    </Routes>
  );
}
