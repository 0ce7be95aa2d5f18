import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, PATHS } from '@shop/shared';
import Basket from './routes/Basket';
import Favorites from './routes/Favorites';
import Order from './routes/Order';

/** The routes mf-checkout owns: basket, favourites and order placement. */
export default function CheckoutRoutes() {
  return (
    <Routes>
      <Route path={PATHS.basket} element={<Basket />} />
      <Route path={PATHS.favorites} element={<Favorites />} />
      <Route path={PATHS.order} element={<Order />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
