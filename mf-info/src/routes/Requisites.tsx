import { COMPANY_SIDE_MENU, useSiteContent, type Requisites as RequisitesData } from '@shop/shared';
import { Details } from '../components/Details';
import { InfoPage } from '../components/InfoPage';
import { INFO_TEXTS } from '../texts';
import { PAGE_TITLES } from '../titles';
import styles from './Notice.module.css';

const { labels, ogrnLabel } = INFO_TEXTS.requisites;
type Field = keyof typeof labels | 'ogrn';

/** The rows of `fields` the owner gave: a sole trader has no КПП, and his ОГРНИП is named so. */
function rowsOf(requisites: RequisitesData, fields: readonly Field[]) {
  return fields
    .filter((field) => requisites[field] !== '')
    .map((field) => ({
      label: field === 'ogrn' ? ogrnLabel(requisites.ogrn) : labels[field],
      value: requisites[field],
    }));
}

/**
 * `/company/rekvizity`: the seller's requisites from the owner's settings. Until he gives them the page says
 * they are being prepared: a buyer never reads an invented or placeholder figure.
 */
export default function Requisites() {
  const { requisites } = useSiteContent();
  return (
    <InfoPage
      title={PAGE_TITLES.requisites}
      menu={{ items: COMPANY_SIDE_MENU, label: INFO_TEXTS.menus.companyLabel }}
    >
      {requisites ? (
        <>
          <h2>{INFO_TEXTS.requisites.organisation}</h2>
          <Details rows={rowsOf(requisites, ['fullName', 'inn', 'kpp', 'ogrn', 'legalAddress'])} />
          <h2>{INFO_TEXTS.requisites.bank}</h2>
          <Details
            rows={rowsOf(requisites, ['bankName', 'bik', 'settlementAccount', 'correspondentAccount'])}
          />
        </>
      ) : (
        <p className={styles.notice}>{INFO_TEXTS.requisites.preparing}</p>
      )}
    </InfoPage>
  );
}
