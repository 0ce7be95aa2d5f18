import { useDeferredValue, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { SWRResponse } from 'swr';
import { ErrorNotice, PATHS, TEXTS, useNotFoundStatus, type ApiError } from '@shop/shared';
import styles from './Notices.module.css';

/** A clear «not found» with a way back to the catalogue. */
export function NotFoundNotice({ title, text }: { title: string; text: string }) {
  useNotFoundStatus();
  return (
    <section className={styles.notFound}>
      <h1 className={styles.title}>{title}</h1>
      <p>{text}</p>
      <Link to={PATHS.catalog} className={styles.back}>
        {TEXTS.common.toCatalog}
      </Link>
    </section>
  );
}

interface WithDataProps<T> {
  /** An API call of `useApi`. */
  query: SWRResponse<T, ApiError>;
  /** Shown instead of the retry notice when the API answered 404. */
  notFound?: { title: string; text: string };
  /** Shown while the call is under way: a skeleton of the final size, so nothing moves when data arrive. */
  placeholder: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * Renders `children` with the call's data; before that, the placeholder while the call is under way, a Russian
 * notice with a retry after a failed call (never a blank area; the API's own message when it refused the
 * address), or the not-found message on a 404.
 */
export function WithData<T>({ query, notFound, placeholder, children }: WithDataProps<T>) {
  const { error, mutate } = query;
  // The content renders in the background, in slices that yield to the browser, instead of in one long
  // task when the answer arrives (a listing's 20 cards: Lighthouse's total blocking time on a phone).
  const data = useDeferredValue(query.data);
  if (data !== undefined) return children(data);
  if (!error) return placeholder;
  if (notFound && error.status === 404) return <NotFoundNotice {...notFound} />;
  // The API refused the address (a filter value it does not take): its own message says why.
  const refusal = error.status >= 400 && error.status < 500 ? error.serverMessage : null;
  return <ErrorNotice {...(refusal ? { message: refusal } : {})} onRetry={() => void mutate()} />;
}
