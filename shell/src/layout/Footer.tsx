import { Link } from 'react-router-dom';
import { FOOTER_COLUMNS, SITE, TEXTS } from '@shop/shared';
import { PaymentIcons } from './PaymentIcons';
import styles from './Footer.module.css';

/** The footer: the spec's links, the legal notes and the payment marks. */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <p className={styles.company}>{SITE.companyName}</p>
          <p className={styles.muted}>{SITE.slogan}</p>
          <p className={styles.contacts}>
            <a href={SITE.phoneHref}>{SITE.phone}</a>
            <a href={SITE.emailHref}>{SITE.email}</a>
          </p>
          <p className={styles.muted}>{TEXTS.layout.workHours}</p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title} className={styles.column}>
            <h2 className={styles.heading}>{column.title}</h2>
            <ul role="list" className={styles.links}>
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className={styles.column}>
          <h2 className={styles.heading}>{TEXTS.layout.footerPayment}</h2>
          <PaymentIcons label={TEXTS.layout.footerPayment} />
        </div>
      </div>
      <div className={styles.notes}>
        <p>{TEXTS.layout.notPublicOffer}</p>
        <p>{TEXTS.layout.stockNote}</p>
        <p>{TEXTS.layout.pricesNote}</p>
        <p>
          © {new Date().getFullYear()} {SITE.companyName}. {TEXTS.layout.rightsReserved}
        </p>
      </div>
    </footer>
  );
}
