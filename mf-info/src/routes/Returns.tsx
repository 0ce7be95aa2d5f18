import { ContactLine } from '../components/ContactLine';
import { InfoPage } from '../components/InfoPage';
import { PageBody } from '../components/PageBody';
import { TermsList } from '../components/TermsList';
import { HELP_MENU } from '../menus';
import { INFO_TEXTS } from '../texts';
import { PAGE_TITLES } from '../titles';

/** `/help/pravila-vozvrata-tovara`: the return terms of spec section 9, then how to return (the owner's text). */
export default function Returns() {
  const { returns } = INFO_TEXTS;
  return (
    <InfoPage title={PAGE_TITLES.returns} menu={{ items: HELP_MENU, label: INFO_TEXTS.menus.helpLabel }}>
      <p>{returns.intro}</p>
      <TermsList terms={returns.terms} />
      <PageBody slug="returns" />
      <ContactLine />
    </InfoPage>
  );
}
