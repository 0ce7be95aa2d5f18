import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, PATHS } from '@shop/shared';
import Company from './routes/Company';
import Contacts from './routes/Contacts';
import Delivery from './routes/Delivery';
import Help from './routes/Help';
import Payment from './routes/Payment';
import PrivacyPolicy from './routes/PrivacyPolicy';
import Requisites from './routes/Requisites';
import Returns from './routes/Returns';
import Service from './routes/Service';
import Services from './routes/Services';
import Vacancy from './routes/Vacancy';
import Warranty from './routes/Warranty';
import Wholesalers from './routes/Wholesalers';

/** Every page of this remote by its path (the router matches each with or without a trailing slash). */
export const INFO_ROUTES: readonly { path: string; Page: ComponentType }[] = [
  { path: PATHS.services, Page: Services },
  { path: `${PATHS.services}/:slug`, Page: Service },
  { path: PATHS.help, Page: Help },
  { path: PATHS.payment, Page: Payment },
  { path: PATHS.delivery, Page: Delivery },
  { path: PATHS.warranty, Page: Warranty },
  { path: PATHS.returns, Page: Returns },
  { path: PATHS.wholesalers, Page: Wholesalers },
  { path: PATHS.company, Page: Company },
  { path: PATHS.vacancy, Page: Vacancy },
  { path: PATHS.requisites, Page: Requisites },
  { path: PATHS.contacts, Page: Contacts },
  { path: PATHS.privacyPolicy, Page: PrivacyPolicy },
];

/** The routes mf-info owns: company, contacts, services, help, wholesale and privacy pages. */
export default function InfoRoutes() {
  return (
    <Routes>
      {INFO_ROUTES.map(({ path, Page }) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
