import type { ReactNode } from 'react';
import { SITE, TEXTS } from '@shop/shared';
import { ChatIcon, MailIcon, PhoneIcon } from './icons';
import styles from './ContactLinks.module.css';

interface Contact {
  href: string;
  text: string;
  label: string;
  icon: ReactNode;
  external?: boolean;
}

const CONTACTS: readonly Contact[] = [
  {
    href: SITE.phoneHref,
    text: SITE.phone,
    label: `${TEXTS.layout.callPhone}: ${SITE.phone}`,
    icon: <PhoneIcon />,
  },
  {
    href: SITE.emailHref,
    text: SITE.email,
    label: `${TEXTS.layout.writeEmail}: ${SITE.email}`,
    icon: <MailIcon />,
  },
  {
    href: SITE.messengerHref,
    text: SITE.messengerName,
    label: `${TEXTS.layout.writeMessenger} ${SITE.messengerName}`,
    icon: <ChatIcon />,
    external: true,
  },
];

/** Phone, e-mail and messenger links from the one site config (sidebar and mobile menu). */
export function ContactLinks({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <ul role="list" className={`${styles.list} ${tone === 'dark' ? styles.dark : ''}`}>
      {CONTACTS.map((contact) => (
        <li key={contact.href}>
          <a
            className={styles.link}
            href={contact.href}
            aria-label={contact.label}
            {...(contact.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {contact.icon}
            <span>{contact.text}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
