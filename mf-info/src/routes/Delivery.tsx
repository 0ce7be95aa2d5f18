import { Link } from 'react-router-dom';
import { PATHS, withSlash } from '@shop/shared';
import { InfoPage } from '../components/InfoPage';
import { DeliveryCosts, TopicPills } from '../features/delivery';
import { HELP_MENU } from '../menus';
import { INFO_TEXTS } from '../texts';
import { PAGE_TITLES } from '../titles';

/** `/help/delivery`: the topic pills and the delivery terms of spec section 9. */
export default function Delivery() {
  const { delivery } = INFO_TEXTS;
  return (
    <InfoPage title={PAGE_TITLES.delivery} menu={{ items: HELP_MENU, label: INFO_TEXTS.menus.helpLabel }}>
      <TopicPills />
      <h2>{delivery.costsTitle}</h2>
      <DeliveryCosts />
      <h2>{delivery.howTitle}</h2>
      <p>{delivery.schedule}</p>
      <p>{delivery.transport}</p>
      <p>
        {delivery.pickup} <Link to={withSlash(PATHS.contacts)}>{delivery.pickupLink}</Link>
      </p>
    </InfoPage>
  );
}
