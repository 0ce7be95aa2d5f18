import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, PageInDevelopment } from '@shop/shared';
import { INFO_PAGES } from './infoPages';

/** The routes mf-info owns: company, contacts, services, help, wholesale and privacy pages. */
export default function InfoRoutes() {
  return (
    <Routes>
      {INFO_PAGES.map(({ path, title }) => (
        <Route key={path} path={path} element={<PageInDevelopment title={title} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
