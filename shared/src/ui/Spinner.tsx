import { TEXTS } from '../domain/texts';
import { VisuallyHidden } from './VisuallyHidden';
import styles from './Spinner.module.css';

export interface SpinnerProps {
  /** Announced to screen readers. */
  label?: string;
  size?: 'small' | 'large';
}

export function Spinner({ label = TEXTS.common.loading, size = 'large' }: SpinnerProps) {
  return (
    <div className={styles.wrap} role="status">
      <span className={size === 'small' ? styles.small : styles.large} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}
