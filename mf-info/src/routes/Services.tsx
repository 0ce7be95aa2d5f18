import { InfoPage } from '../components/InfoPage';
import { PromoCards } from '../components/PromoCard';
import { SERVICES } from '../features/services';
import { SERVICES_MENU } from '../menus';
import { INFO_TEXTS } from '../texts';
import { PAGE_TITLES } from '../titles';

/** `/services`: the five services as cards (title, description, picture, link). */
export default function Services() {
  return (
    <InfoPage
      title={PAGE_TITLES.services}
      menu={{ items: SERVICES_MENU, label: INFO_TEXTS.menus.servicesLabel }}
    >
      <p>{INFO_TEXTS.services.intro}</p>
      <h2>{INFO_TEXTS.services.listLabel}</h2>
      <PromoCards promos={SERVICES} label={INFO_TEXTS.services.listLabel} />
    </InfoPage>
  );
}
