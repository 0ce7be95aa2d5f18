import { Link } from 'react-router-dom';
import { FOOTER_COLUMNS, mailtoHref, telHref, TEXTS, useSiteContent } from '@shop/shared';
import { PaymentIcons } from './PaymentIcons';
import styles from './Footer.module.css';

/** The owner's work hours («с 9:00 до 19:00 без выходных») in the footer's sentence. */
const workHoursNote = (hours: string) => `Работаем ${hours}, заказы на сайте принимаем круглосуточно.`;

/** The owner's footer notes: a paragraph per line, empty lines left out. */
const paragraphsOf = (notes: string) =>
  notes
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The footer: the owner's shop and notes, the spec's links and the payment marks. */
export function Footer() {
  const { shop } = useSiteContent();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <p className={styles.company}>{shop.name}</p>
          <p className={styles.muted}>{shop.slogan}</p>
          <p className={styles.contacts}>
            <a href={telHref(shop.phone)}>{shop.phone}</a>
            <a href={mailtoHref(shop.email)}>{shop.email}</a>
          </p>
          <p className={styles.muted}>{workHoursNote(shop.workHours)}</p>
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
        {paragraphsOf(shop.footerNotes).map((note, index) => (
          <p key={index}>{note}</p>
        ))}
        <p>
          © {new Date().getFullYear()} {shop.name}. {TEXTS.layout.rightsReserved}
        </p>
      </div>
    </footer>
  );
}
