import { Link } from 'react-router-dom';
import { TEXTS } from '@shop/shared';
import styles from './NotFound.module.css';

/** Unknown routes (and /admin on hosts that are not allowed). */
export function NotFound() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {TEXTS.common.notFoundTitle}
      </h1>
      <p className={styles.text}>{TEXTS.common.notFoundText}</p>
      <div className={styles.actions}>
        <Link to="/" className={styles.primary}>
          {TEXTS.common.toHome}
        </Link>
        <Link to="/catalog" className={styles.secondary}>
          {TEXTS.common.toCatalog}
        </Link>
      </div>
    </section>
  );
}
