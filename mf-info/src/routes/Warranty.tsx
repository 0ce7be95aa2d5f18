import { ContactLine } from '../components/ContactLine';
import { InfoPage } from '../components/InfoPage';
import { PageBody } from '../components/PageBody';
import { TermsList } from '../components/TermsList';
import { HELP_MENU } from '../menus';
import { INFO_TEXTS } from '../texts';
import { PAGE_TITLES } from '../titles';

/**
 * `/help/warranty`: the official warranty, its terms and the locks' exclusion (spec section 9), then how to
 * claim it (the owner's text).
 */
export default function Warranty() {
  const { warranty } = INFO_TEXTS;
  return (
    <InfoPage title={PAGE_TITLES.warranty} menu={{ items: HELP_MENU, label: INFO_TEXTS.menus.helpLabel }}>
      <p>{warranty.intro}</p>
      <TermsList terms={warranty.terms} />
      <h2>{warranty.locksTitle}</h2>
      <p>{warranty.locks}</p>
      <PageBody slug="warranty" />
      <ContactLine />
    </InfoPage>
  );
}
