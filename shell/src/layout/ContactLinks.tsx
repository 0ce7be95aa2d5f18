import { SITE, TEXTS } from '@shop/shared';
import { ChatIcon, MailIcon, PhoneIcon } from './icons';
import styles from './ContactLinks.module.css';

/** Phone, e-mail and messenger links from the one site config (sidebar and mobile menu). */
export function ContactLinks({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <ul role="list" className={`${styles.list} ${tone === 'dark' ? styles.dark : ''}`}>
      <li>
        <a
          className={styles.link}
          href={SITE.phoneHref}
          aria-label={`${TEXTS.layout.callPhone}: ${SITE.phone}`}
        >
          <PhoneIcon />
          <span>{SITE.phone}</span>
        </a>
      </li>
      <li>
        <a
          className={styles.link}
          href={SITE.emailHref}
          aria-label={`${TEXTS.layout.writeEmail}: ${SITE.email}`}
        >
          <MailIcon />
          <span>{SITE.email}</span>
        </a>
      </li>
      <li>
        <a
          className={styles.link}
          href={SITE.messengerHref}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${TEXTS.layout.writeMessenger} ${SITE.messengerName}`}
        >
          <ChatIcon />
          <span>{SITE.messengerName}</span>
        </a>
      </li>
    </ul>
  );
}
