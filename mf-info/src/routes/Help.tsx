import { TEXTS, useSiteContent } from '@shop/shared';
import { ContactLine } from '../components/ContactLine';
import { InfoPage } from '../components/InfoPage';
import { LinkedText } from '../components/LinkedText';
import { PromoCards } from '../components/PromoCard';
import { HELP_MENU } from '../menus';
import { INFO_TEXTS } from '../texts';
import { PAGE_TITLES } from '../titles';

/** `/help`: how to order, step by step with links to the real pages, and why buyers choose the shop. */
export default function Help() {
  const { help } = INFO_TEXTS;
  const { delivery } = useSiteContent();
  return (
    <InfoPage title={PAGE_TITLES.help} menu={{ items: HELP_MENU, label: INFO_TEXTS.menus.helpLabel }}>
      <h2>{help.howToOrder}</h2>
      <ol>
        {help.steps.map((step) => (
          <li key={step.text}>
            <LinkedText {...step} />
          </li>
        ))}
      </ol>
      <h2>{help.whyUs}</h2>
      <ul>
        {TEXTS.info.whyUs.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <p>{help.questions}</p>
      <ContactLine />
      <h2>{help.promosLabel}</h2>
      <PromoCards promos={help.promos(delivery)} label={help.promosLabel} />
    </InfoPage>
  );
}
