import { Link } from 'react-router-dom';
import { PATHS, useSiteContent, withSlash } from '@shop/shared';
import { CallbackButton } from '../components/CallbackButton';
import { ContactLine } from '../components/ContactLine';
import { InfoPage } from '../components/InfoPage';
import { PageBody } from '../components/PageBody';
import { INFO_TEXTS } from '../texts';
import { PAGE_TITLES } from '../titles';

/**
 * `/wholesalers`: the owner's text of his wholesale terms, the discount from his delivery settings (the one
 * figure the help page's card repeats), tenders (the menus link their anchor) and the call-back form.
 */
export default function Wholesalers() {
  const { wholesalers } = INFO_TEXTS;
  const { wholesaleDiscountUpToPercent } = useSiteContent().delivery;
  return (
    <InfoPage title={PAGE_TITLES.wholesalers}>
      <PageBody slug="wholesalers" />
      <p>{wholesalers.discount(wholesaleDiscountUpToPercent)}</p>
      <p>
        <Link to={withSlash(PATHS.payment)}>{PAGE_TITLES.payment}</Link>
      </p>
      <h2 id="tenders">{wholesalers.tendersTitle}</h2>
      <p>{wholesalers.tenders}</p>
      <h2>{wholesalers.callTitle}</h2>
      <p>{wholesalers.call}</p>
      <CallbackButton />
      <ContactLine />
    </InfoPage>
  );
}
