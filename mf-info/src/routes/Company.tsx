import { COMPANY_SIDE_MENU } from '@shop/shared';
import { InfoPage } from '../components/InfoPage';
import { PageBody } from '../components/PageBody';
import { CompanyTiles } from '../features/company';
import { INFO_TEXTS } from '../texts';
import { PAGE_TITLES } from '../titles';

/** `/company`: what the shop is (the owner's text), and the tiles of its company pages. */
export default function Company() {
  return (
    <InfoPage
      title={PAGE_TITLES.company}
      menu={{ items: COMPANY_SIDE_MENU, label: INFO_TEXTS.menus.companyLabel }}
    >
      <PageBody slug="company" />
      <CompanyTiles />
    </InfoPage>
  );
}
