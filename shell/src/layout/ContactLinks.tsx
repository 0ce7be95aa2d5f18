import type { ReactNode } from 'react';
import { mailtoHref, telHref, TEXTS, useSiteContent, type ShopInfo } from '@shop/shared';
import { ChatIcon, MailIcon, PhoneIcon } from './icons';
import styles from './ContactLinks.module.css';

interface Contact {
  href: string;
  text: string;
  label: string;
  icon: ReactNode;
  external?: boolean;
}

/** The owner's phone, e-mail and, when he gave both its name and link, his messenger. */
function contactsOf(shop: ShopInfo): Contact[] {
  const contacts: Contact[] = [
    {
      href: telHref(shop.phone),
      text: shop.phone,
      label: `${TEXTS.layout.callPhone}: ${shop.phone}`,
      icon: <PhoneIcon />,
    },
    {
      href: mailtoHref(shop.email),
      text: shop.email,
      label: `${TEXTS.layout.writeEmail}: ${shop.email}`,
      icon: <MailIcon />,
    },
  ];
  if (shop.messengerName && shop.messengerUrl) {
    contacts.push({
      href: shop.messengerUrl,
      text: shop.messengerName,
      label: `${TEXTS.layout.writeMessenger} ${shop.messengerName}`,
      icon: <ChatIcon />,
      external: true,
    });
  }
  return contacts;
}

/** The shop's contacts as links, from the owner's «Магазин» settings (sidebar and mobile menu). */
export function ContactLinks({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const contacts = contactsOf(useSiteContent().shop);
  return (
    <ul role="list" className={`${styles.list} ${tone === 'dark' ? styles.dark : ''}`}>
      {contacts.map((contact) => (
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
