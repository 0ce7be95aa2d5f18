import { Link } from 'react-router-dom';
import { ErrorNotice, Spinner, TEXTS, type ApiError } from '@shop/shared';
import styles from './Notices.module.css';

/** A clear «not found» with a way back to the catalogue. */
export function NotFoundNotice({ title, text }: { title: string; text: string }) {
  return (
    <section className={styles.notFound}>
      <h1 className={styles.title}>{title}</h1>
      <p>{text}</p>
      <Link to="/catalog" className={styles.back}>
        {TEXTS.common.toCatalog}
      </Link>
    </section>
  );
}

interface LoadStateProps {
  error: ApiError | undefined;
  isLoading: boolean;
  retry: () => void;
  /** Shown instead of the retry notice when the API answered 404. */
  notFound?: { title: string; text: string };
}

/**
 * What a page shows before its data is there: a spinner while the call is under way, a Russian notice with
 * a retry after a failed call (never a blank area), or the not-found message. Null once data is shown.
 */
export function LoadState({ error, isLoading, retry, notFound }: LoadStateProps) {
  if (error) {
    if (notFound && error.status === 404) return <NotFoundNotice {...notFound} />;
    return <ErrorNotice onRetry={retry} />;
  }
  if (isLoading) return <Spinner />;
  return null;
}
