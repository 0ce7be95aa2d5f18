import { usePageTitle } from '@shop/shared';
import { AdminPage } from '../components/AdminPage';
import { ExchangePage } from '../features/exchange-1c';
import { EXCHANGE_TEXTS } from '../texts';

/** «Обмен с 1С»: the exchanges with their reports and the groups' sections (administrators only). */
export default function Exchange1c() {
  usePageTitle(EXCHANGE_TEXTS.title);
  return (
    <AdminPage title={EXCHANGE_TEXTS.title}>
      <ExchangePage />
    </AdminPage>
  );
}
