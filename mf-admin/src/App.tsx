import { Route, Routes } from 'react-router-dom';
import { TEXTS } from '@shop/shared';

/** The route mf-admin owns: the price tool, on allowed hosts only (the shell decides). */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route path="/admin/*" element={<p>{TEXTS.common.sectionInDevelopment}</p>} />
    </Routes>
  );
}
