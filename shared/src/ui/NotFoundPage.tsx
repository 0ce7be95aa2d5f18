import { Link } from 'react-router-dom';
import { PATHS } from '../domain/routes';
import { TEXTS } from '../domain/texts';
import { useNotFoundStatus } from '@shop/shared/kernel';
import { usePageTitle } from '../hooks/usePageTitle';
import styles from './NotFoundPage.module.css';

/** The site's not-found page: unknown paths of the shell and of every remote (and /admin where not allowed). */
export function NotFoundPage() {
  usePageTitle(TEXTS.common.notFoundTitle);
  useNotFoundStatus();
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
        <Link to={PATHS.home} className={styles.primary}>
          {TEXTS.common.toHome}
        </Link>
        <Link to={PATHS.catalog} className={styles.secondary}>
          {TEXTS.common.toCatalog}
        </Link>
      </div>
    </section>
  );
}
