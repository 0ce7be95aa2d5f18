import { Link } from 'react-router-dom';
import { PATHS, useSiteContent, withSlash } from '@shop/shared';
import { InfoPage } from '../components/InfoPage';
import { DeliveryCosts, TopicPills } from '../features/delivery';
import { HELP_MENU } from '../menus';
import { INFO_TEXTS } from '../texts';
import { PAGE_TITLES } from '../titles';

/** `/help/delivery`: the topic pills (the spec's) and the owner's delivery prices and terms. */
export default function Delivery() {
  const texts = INFO_TEXTS.delivery;
  const { delivery } = useSiteContent();
  return (
    <InfoPage title={PAGE_TITLES.delivery} menu={{ items: HELP_MENU, label: INFO_TEXTS.menus.helpLabel }}>
      <TopicPills />
      <h2>{texts.costsTitle}</h2>
      <DeliveryCosts delivery={delivery} />
      <h2>{texts.howTitle}</h2>
      <p>{texts.schedule(delivery)}</p>
      <p>{texts.transport(delivery)}</p>
      <p>
        {texts.pickup} <Link to={withSlash(PATHS.contacts)}>{texts.pickupLink}</Link>
      </p>
    </InfoPage>
  );
}
