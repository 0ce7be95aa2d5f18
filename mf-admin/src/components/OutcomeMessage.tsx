import type { Outcome } from '../lib/outcome';
import styles from './OutcomeMessage.module.css';

/** The result of an action below its form; a live region, so a screen reader hears it too. */
export function OutcomeMessage({ outcome }: { outcome: Outcome | null }) {
  return (
    <div role="status" className={styles.region}>
      {outcome && <p className={outcome.ok ? styles.ok : styles.error}>{outcome.text}</p>}
    </div>
  );
}
