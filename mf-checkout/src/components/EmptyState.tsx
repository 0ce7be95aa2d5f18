import { Link } from 'react-router-dom';
import { PATHS, TEXTS } from '@shop/shared';
import styles from './EmptyState.module.css';

/** An empty page's message, an optional hint, and «Продолжить покупки» to the catalogue (spec section 2). */
export function EmptyState({ message, hint }: { message: string; hint?: string }) {
  return (
    <div className={styles.empty}>
      <p className={styles.message}>{message}</p>
      {hint && <p className={styles.hint}>{hint}</p>}
      <Link to={PATHS.catalog} className={styles.button}>
        {TEXTS.common.continueShopping}
      </Link>
    </div>
  );
}
