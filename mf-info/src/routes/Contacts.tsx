import { useState } from 'react';
import { COMPANY_SIDE_MENU, mailtoHref, TEXTS, useSiteContent } from '@shop/shared';
import { ContactLine } from '../components/ContactLine';
import { InfoPage } from '../components/InfoPage';
import { MapSection, PickupPointList, useVisiblePoints, type ShowRequest } from '../features/contacts';
import { INFO_TEXTS } from '../texts';
import { PAGE_TITLES } from '../titles';

/**
 * `/contacts`: the shop's contacts, its shops and pickup points on a map and in a list, and the e-mail to
 * write to, all from the owner's settings.
 */
export default function Contacts() {
  const [show, setShow] = useState<ShowRequest | null>(null);
  const [mapFailed, setMapFailed] = useState(false);
  const points = useVisiblePoints();
  const { email } = useSiteContent().shop;
  return (
    <InfoPage
      title={PAGE_TITLES.contacts}
      menu={{ items: COMPANY_SIDE_MENU, label: INFO_TEXTS.menus.companyLabel }}
    >
      <ContactLine full />
      <h2>{TEXTS.info.shopsAndPickupPoints}</h2>
      <MapSection points={points} show={show} onFail={() => setMapFailed(true)} />
      <PickupPointList points={points} onShow={mapFailed ? undefined : (id) => setShow({ id })} />
      <h2>{TEXTS.info.writeToUs}</h2>
      <p>
        {INFO_TEXTS.contacts.writeToUsText} <a href={mailtoHref(email)}>{email}</a>
      </p>
    </InfoPage>
  );
}
