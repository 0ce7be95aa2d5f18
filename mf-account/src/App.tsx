import { Route, Routes } from 'react-router-dom';
import { TEXTS } from '@shop/shared';

const inDevelopment = <p>{TEXTS.common.sectionInDevelopment}</p>;

/** The routes mf-account owns: the profile and the order history. */
export default function AccountRoutes() {
  return (
    <Routes>
      <Route path="/personal/*" element={inDevelopment} />
      <Route path="/orders/*" element={inDevelopment} />
    </Routes>
  );
}
