import { TEXTS } from '../domain/texts';
import styles from './ErrorNotice.module.css';

export interface ErrorNoticeProps {
  message?: string;
  /** Shows «Повторить» when given. */
  onRetry?: () => void;
}

/** A Russian notice that something could not be loaded, with a retry button. */
export function ErrorNotice({ message = TEXTS.common.loadError, onRetry }: ErrorNoticeProps) {
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.message}>{message}</p>
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {TEXTS.common.retry}
        </button>
      )}
    </div>
  );
}
