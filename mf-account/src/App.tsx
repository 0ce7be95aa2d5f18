import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, PATHS } from '@shop/shared';
import Orders from './routes/Orders';
import Profile from './routes/Profile';

/** The routes mf-account owns: the profile and the order history. */
export default function AccountRoutes() {
  return (
    <Routes>
      <Route path={PATHS.personal} element={<Profile />} />
      <Route path={PATHS.orders} element={<Orders />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
