import { Link } from 'react-router-dom';
import { PATHS, withSlash } from '@shop/shared';
import { CallbackButton } from '../components/CallbackButton';
import { ContactLine } from '../components/ContactLine';
import { InfoPage } from '../components/InfoPage';
import { INFO_TEXTS } from '../texts';
import { PAGE_TITLES } from '../titles';

/** `/wholesalers`: the wholesale terms, tenders and the call-back form. */
export default function Wholesalers() {
  const { wholesalers } = INFO_TEXTS;
  return (
    <InfoPage title={PAGE_TITLES.wholesalers}>
      <p>{wholesalers.intro}</p>
      <h2>{wholesalers.termsTitle}</h2>
      <ul>
        {wholesalers.terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
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
