import { Route, Routes } from 'react-router-dom';
import { TEXTS } from '@shop/shared';

const inDevelopment = <p>{TEXTS.common.sectionInDevelopment}</p>;

const SECTIONS = [
  '/services/*',
  '/help/*',
  '/wholesalers/*',
  '/company/*',
  '/contacts/*',
  '/include/licenses_detail',
];

/** The routes mf-info owns: company, contacts, services, help and wholesale pages. */
export default function InfoRoutes() {
  return (
    <Routes>
      {SECTIONS.map((path) => (
        <Route key={path} path={path} element={inDevelopment} />
      ))}
    </Routes>
  );
}
