import { COMPANY_SIDE_MENU } from '@shop/shared';
import { ContactLine } from '../components/ContactLine';
import { InfoPage } from '../components/InfoPage';
import { INFO_TEXTS } from '../texts';
import { PAGE_TITLES } from '../titles';

/** `/company/vacancy`: no openings now, and where to send a CV. */
export default function Vacancy() {
  return (
    <InfoPage
      title={PAGE_TITLES.vacancy}
      menu={{ items: COMPANY_SIDE_MENU, label: INFO_TEXTS.menus.companyLabel }}
    >
      <h2>{INFO_TEXTS.vacancy.none}</h2>
      <p>{INFO_TEXTS.vacancy.sendCv}</p>
      <ContactLine />
    </InfoPage>
  );
}
