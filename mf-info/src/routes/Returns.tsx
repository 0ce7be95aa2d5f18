import { ContactLine } from '../components/ContactLine';
import { InfoPage } from '../components/InfoPage';
import { TermsList } from '../components/TermsList';
import { HELP_MENU } from '../menus';
import { INFO_TEXTS } from '../texts';
import { PAGE_TITLES } from '../titles';

/** `/help/pravila-vozvrata-tovara`: the return and exchange terms of spec section 9. */
export default function Returns() {
  const { returns } = INFO_TEXTS;
  return (
    <InfoPage title={PAGE_TITLES.returns} menu={{ items: HELP_MENU, label: INFO_TEXTS.menus.helpLabel }}>
      <p>{returns.intro}</p>
      <TermsList terms={returns.terms} />
      <h2>{returns.howTitle}</h2>
      <p>{returns.how}</p>
      <ContactLine />
    </InfoPage>
  );
}
