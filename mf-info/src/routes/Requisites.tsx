import {
  COMPANY_SIDE_MENU,
  OWNER_FILLS_IN,
  REQUISITES,
  type PlaceholderRequisites as RequisitesData,
} from '@shop/shared';
import { Details } from '../components/Details';
import { InfoPage } from '../components/InfoPage';
import { INFO_TEXTS } from '../texts';
import { PAGE_TITLES } from '../titles';

const { labels } = INFO_TEXTS.requisites;
const rowsOf = (fields: readonly (keyof RequisitesData)[]) =>
  fields.map((field) => ({ label: labels[field], value: REQUISITES[field] }));

const ORGANISATION = rowsOf(['fullName', 'inn', 'kpp', 'ogrn', 'legalAddress']);
const BANK = rowsOf(['bankName', 'bik', 'settlementAccount', 'correspondentAccount']);

/** `/company/rekvizity`: the seller's requisites from the site config (`REQUISITES`). */
export default function Requisites() {
  const incomplete = [...ORGANISATION, ...BANK].some(({ value }) => value === OWNER_FILLS_IN);
  return (
    <InfoPage
      title={PAGE_TITLES.requisites}
      menu={{ items: COMPANY_SIDE_MENU, label: INFO_TEXTS.menus.companyLabel }}
    >
      {incomplete && <p>{INFO_TEXTS.requisites.placeholderNote}</p>}
      <h2>{INFO_TEXTS.requisites.organisation}</h2>
      <Details rows={ORGANISATION} />
      <h2>{INFO_TEXTS.requisites.bank}</h2>
      <Details rows={BANK} />
    </InfoPage>
  );
}
