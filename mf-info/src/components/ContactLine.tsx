import { SITE } from '@shop/shared';
import { INFO_TEXTS } from '../texts';
import styles from './ContactLine.module.css';

/** The shop's phone and e-mail as links, for the pages that say «позвоните или напишите». */
export function ContactLine() {
  return (
    <p className={styles.line}>
      <span>
        {INFO_TEXTS.contactLine.callUs} <a href={SITE.phoneHref}>{SITE.phone}</a>
      </span>
      <span>
        {INFO_TEXTS.contactLine.writeUs} <a href={SITE.emailHref}>{SITE.email}</a>
      </span>
    </p>
  );
}
