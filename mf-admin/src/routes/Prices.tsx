import { usePageTitle } from '@shop/shared';
import { AdminPage } from '../components/AdminPage';
import { AdminOnly } from '../features/access';
import { PriceHistory } from '../features/history';
import { PriceTool } from '../features/prices';
import { ADMIN_TEXTS } from '../texts';

/** The admin price page (spec section 2): the six modes, the result below the form, then the history. */
export default function Prices() {
  usePageTitle(ADMIN_TEXTS.pricesTitle);
  return (
    <AdminPage title={ADMIN_TEXTS.pricesTitle}>
      <AdminOnly>
        <PriceTool />
        <PriceHistory />
      </AdminOnly>
    </AdminPage>
  );
}
