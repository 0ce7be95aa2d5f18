import { mailtoHref, telHref, useSiteContent } from '@shop/shared';
import { INFO_TEXTS } from '../texts';
import styles from './ContactLine.module.css';

/**
 * The shop's phone and e-mail (the owner's «Магазин» settings) as links, for the pages that say «позвоните
 * или напишите»; `full` adds his messenger and work hours (the contacts page).
 */
export function ContactLine({ full = false }: { full?: boolean }) {
  const { phone, email, messengerName, messengerUrl, workHours } = useSiteContent().shop;
  const { contactLine } = INFO_TEXTS;
  return (
    <p className={styles.line}>
      <span>
        {contactLine.callUs} <a href={telHref(phone)}>{phone}</a>
      </span>
      {full && messengerName && messengerUrl && (
        <span>
          <a href={messengerUrl} rel="noopener noreferrer" target="_blank">
            {contactLine.messenger(messengerName)}
          </a>
        </span>
      )}
      <span>
        {contactLine.writeUs} <a href={mailtoHref(email)}>{email}</a>
      </span>
      {full && <span className={styles.hours}>{contactLine.hours(workHours)}</span>}
    </p>
  );
}
