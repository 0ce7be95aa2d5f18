import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@shop/shared';
import { AdminPageNotice } from './components/AdminPage';
import { RequisitesNotice } from './features/settings';
import { ADMIN_PATHS } from './paths';
import Exchange1c from './routes/Exchange1c';
import Order from './routes/Order';
import Orders from './routes/Orders';
import Prices from './routes/Prices';
import CatalogueFiles from './routes/CatalogueFiles';
import Products from './routes/Products';
import Staff from './routes/Staff';
import Backups from './routes/Backups';
import SettingsShop from './routes/SettingsShop';
import SettingsRequisites from './routes/SettingsRequisites';
import SettingsPickupPoints from './routes/SettingsPickupPoints';
import SettingsDelivery from './routes/SettingsDelivery';
import SettingsHistory from './routes/SettingsHistory';
import SettingsHome from './routes/SettingsHome';
import SettingsPages from './routes/SettingsPages';
import SettingsExchange from './routes/SettingsExchange';
import SettingsStock from './routes/SettingsStock';

/** The routes mf-admin owns, on allowed hosts only (the shell decides): prices, products, import and export, the 1С exchange, the order desk, staff, the shop's settings, backups. */
export default function AdminRoutes() {
  return (
    <AdminPageNotice.Provider value={<RequisitesNotice />}>
      <Routes>
        <Route path={ADMIN_PATHS.prices} element={<Prices />} />
        <Route path={ADMIN_PATHS.orders} element={<Orders />} />
        <Route path={`${ADMIN_PATHS.orders}/:id`} element={<Order />} />
        <Route path={ADMIN_PATHS.staff} element={<Staff />} />
        <Route path={ADMIN_PATHS.products} element={<Products />} />
        <Route path={ADMIN_PATHS.catalogueFiles} element={<CatalogueFiles />} />
        <Route path={ADMIN_PATHS.exchange1c} element={<Exchange1c />} />
        <Route path={ADMIN_PATHS.backups} element={<Backups />} />
        <Route path={ADMIN_PATHS.settings} element={<SettingsShop />} />
        <Route path={ADMIN_PATHS.settingsRequisites} element={<SettingsRequisites />} />
        <Route path={ADMIN_PATHS.settingsPickupPoints} element={<SettingsPickupPoints />} />
        <Route path={ADMIN_PATHS.settingsDelivery} element={<SettingsDelivery />} />
        <Route path={ADMIN_PATHS.settingsHistory} element={<SettingsHistory />} />
        <Route path={ADMIN_PATHS.settingsHome} element={<SettingsHome />} />
        <Route path={ADMIN_PATHS.settingsPages} element={<SettingsPages />} />
        <Route path={ADMIN_PATHS.settingsExchange} element={<SettingsExchange />} />
        <Route path={ADMIN_PATHS.settingsStock} element={<SettingsStock />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </AdminPageNotice.Provider>
  );
}
