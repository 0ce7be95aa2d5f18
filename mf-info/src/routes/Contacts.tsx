import { useState } from 'react';
import { COMPANY_SIDE_MENU, SITE, TEXTS } from '@shop/shared';
import { InfoPage } from '../components/InfoPage';
import { MapSection, PickupPointList, type ShowRequest } from '../features/contacts';
import { INFO_TEXTS } from '../texts';
import { PAGE_TITLES } from '../titles';

/** `/contacts`: the shops and pickup points on a map and in a list, and the e-mail to write to. */
export default function Contacts() {
  const [show, setShow] = useState<ShowRequest | null>(null);
  const [mapFailed, setMapFailed] = useState(false);
  return (
    <InfoPage
      title={PAGE_TITLES.contacts}
      menu={{ items: COMPANY_SIDE_MENU, label: INFO_TEXTS.menus.companyLabel }}
    >
      <h2>{TEXTS.info.shopsAndPickupPoints}</h2>
      <MapSection show={show} onFail={() => setMapFailed(true)} />
      <PickupPointList onShow={mapFailed ? undefined : (id) => setShow({ id })} />
      <h2>{TEXTS.info.writeToUs}</h2>
      <p>
        {INFO_TEXTS.contacts.writeToUsText} <a href={SITE.emailHref}>{SITE.email}</a>
      </p>
    </InfoPage>
  );
}
