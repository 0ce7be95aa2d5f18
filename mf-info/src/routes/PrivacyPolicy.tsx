import { PRIVACY_POLICY, useSiteContent, type SiteContent } from '@shop/shared';
import { ContactLine } from '../components/ContactLine';
import { Details } from '../components/Details';
import { InfoPage } from '../components/InfoPage';
import { INFO_TEXTS } from '../texts';
import { PAGE_TITLES } from '../titles';
import styles from './PrivacyPolicy.module.css';

/** The date is a calendar day: no time zone may shift it. Made once: a formatter costs far more than a date. */
const DAY_FORMAT = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 2026-11-23 → «23 ноября 2026 г.». */
const formatDate = (iso: string) => DAY_FORMAT.format(new Date(iso));

const { policy } = INFO_TEXTS;

/**
 * The operator of personal data: the seller's legal entity from the owner's requisites. Until he gives
 * them, the shop's name and e-mail: what a buyer can write to, never a placeholder.
 */
function operatorOf({ shop, requisites }: SiteContent) {
  const { operatorLabels: labels } = policy;
  const email = { label: labels.email, value: shop.email };
  if (!requisites) return [{ label: labels.name, value: shop.name }, email];
  return [
    { label: labels.name, value: requisites.fullName },
    { label: labels.inn, value: requisites.inn },
    { label: INFO_TEXTS.requisites.ogrnLabel(requisites.ogrn), value: requisites.ogrn },
    { label: labels.address, value: requisites.legalAddress },
    email,
  ];
}

/**
 * `/include/licenses_detail`: the privacy policy (152-ФЗ) in the edition `PRIVACY_POLICY` names — the one
 * the registration form's consent refers to.
 */
export default function PrivacyPolicy() {
  const { sections } = policy;
  const content = useSiteContent();
  return (
    <InfoPage title={PAGE_TITLES.privacyPolicy}>
      <p className={styles.edition}>
        {policy.edition(PRIVACY_POLICY.version, formatDate(PRIVACY_POLICY.effectiveDate))}
      </p>
      <h2>{sections.general}</h2>
      {policy.general(content.shop.name).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <h2>{sections.operator}</h2>
      <Details rows={operatorOf(content)} />
      <h2>{sections.data}</h2>
      <div className={styles.scroll} role="region" aria-label={sections.data} tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{policy.dataTable.form}</th>
              <th scope="col">{policy.dataTable.data}</th>
              <th scope="col">{policy.dataTable.purpose}</th>
            </tr>
          </thead>
          <tbody>
            {policy.forms.map(({ form, data, purpose }) => (
              <tr key={form}>
                <th scope="row">{form}</th>
                <td>{data}</td>
                <td>{purpose}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>{policy.browser}</p>
      <h2>{sections.grounds}</h2>
      <ul>
        {policy.grounds.map((ground) => (
          <li key={ground}>{ground}</li>
        ))}
      </ul>
      <h2>{sections.retention}</h2>
      <ul>
        {policy.retention.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h2>{sections.protection}</h2>
      <ul>
        {policy.protection.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h2>{sections.rights}</h2>
      <p>{policy.rightsIntro}</p>
      <ul>
        {policy.rights.map((right) => (
          <li key={right}>{right}</li>
        ))}
      </ul>
      <h2>{sections.exercise}</h2>
      <p>{policy.exercise}</p>
      <ContactLine />
      <h2>{sections.changes}</h2>
      <p>{policy.changes}</p>
    </InfoPage>
  );
}
