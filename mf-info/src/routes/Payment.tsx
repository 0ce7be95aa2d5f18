import { InfoPage } from '../components/InfoPage';
import { PageBody } from '../components/PageBody';
import { HELP_MENU } from '../menus';
import { INFO_TEXTS } from '../texts';
import { PAGE_TITLES } from '../titles';
import styles from './Notice.module.css';

/**
 * `/help/payment`: the plain fact that only cash is selectable on the site now (the order form's, so it
 * stays in code), then the payment methods as the owner describes them.
 */
export default function Payment() {
  const { payment } = INFO_TEXTS;
  return (
    <InfoPage title={PAGE_TITLES.payment} menu={{ items: HELP_MENU, label: INFO_TEXTS.menus.helpLabel }}>
      <div className={styles.notice}>
        <h2>{payment.nowTitle}</h2>
        <p>{payment.now}</p>
      </div>
      <PageBody slug="payment" />
    </InfoPage>
  );
}
