import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@shop/shared';
import { ADMIN_PATHS } from './paths';
import Order from './routes/Order';
import Orders from './routes/Orders';
import Pictures from './routes/Pictures';
import Prices from './routes/Prices';
import Staff from './routes/Staff';

/** The routes mf-admin owns, on allowed hosts only (the shell decides): prices, the order desk, staff, pictures. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route path={ADMIN_PATHS.prices} element={<Prices />} />
      <Route path={ADMIN_PATHS.orders} element={<Orders />} />
      <Route path={`${ADMIN_PATHS.orders}/:id`} element={<Order />} />
      <Route path={ADMIN_PATHS.staff} element={<Staff />} />
      <Route path={ADMIN_PATHS.pictures} element={<Pictures />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
