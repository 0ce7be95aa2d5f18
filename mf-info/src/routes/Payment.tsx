import { InfoPage } from '../components/InfoPage';
import { HELP_MENU } from '../menus';
import { INFO_TEXTS } from '../texts';
import { PAGE_TITLES } from '../titles';
import styles from './Notice.module.css';

/** `/help/payment`: the seven payment methods of spec section 1 in four groups, and the plain fact that only cash is selectable now. */
export default function Payment() {
  const { payment } = INFO_TEXTS;
  return (
    <InfoPage title={PAGE_TITLES.payment} menu={{ items: HELP_MENU, label: INFO_TEXTS.menus.helpLabel }}>
      <div className={styles.notice}>
        <h2>{payment.nowTitle}</h2>
        <p>{payment.now}</p>
      </div>
      <h2>{payment.methodsTitle}</h2>
      <p>{payment.methodsCount}</p>
      {payment.methods.map(({ title, text }) => (
        <section key={title}>
          <h3>{title}</h3>
          <p>{text}</p>
        </section>
      ))}
    </InfoPage>
  );
}
