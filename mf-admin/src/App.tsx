import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, PATHS } from '@shop/shared';
import Prices from './routes/Prices';

/** The route mf-admin owns: the price tool, on allowed hosts only (the shell decides). */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route path={PATHS.admin} element={<Prices />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
