import { usePageTitle } from '@shop/shared';
import { AdminOnly } from '../features/access';
import { PriceHistory } from '../features/history';
import { PriceTool } from '../features/prices';
import { ADMIN_TEXTS } from '../texts';
import styles from './Prices.module.css';

/** The admin price page (spec section 2): the six modes, the result below the form, then the history. */
export default function Prices() {
  usePageTitle(ADMIN_TEXTS.pricesTitle);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{ADMIN_TEXTS.pricesTitle}</h1>
      <AdminOnly>
        <PriceTool />
        <PriceHistory />
      </AdminOnly>
    </div>
  );
}
