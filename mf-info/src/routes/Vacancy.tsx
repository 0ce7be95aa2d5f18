import { COMPANY_SIDE_MENU } from '@shop/shared';
import { ContactLine } from '../components/ContactLine';
import { InfoPage } from '../components/InfoPage';
import { PageBody } from '../components/PageBody';
import { INFO_TEXTS } from '../texts';
import { PAGE_TITLES } from '../titles';

/** `/company/vacancy`: the openings as the owner writes them, and how to reach the shop. */
export default function Vacancy() {
  return (
    <InfoPage
      title={PAGE_TITLES.vacancy}
      menu={{ items: COMPANY_SIDE_MENU, label: INFO_TEXTS.menus.companyLabel }}
    >
      <PageBody slug="vacancy" />
      <ContactLine />
    </InfoPage>
  );
}
