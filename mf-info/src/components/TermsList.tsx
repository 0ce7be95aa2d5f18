import type { Term } from '../texts';
import styles from './TermsList.module.css';

/** Terms as rows of a figure and its meaning: «7 дней» — «чтобы отказаться от покупки …». */
export function TermsList({ terms }: { terms: readonly Term[] }) {
  return (
    <dl className={styles.list}>
      {terms.map(({ figure, text }) => (
        <div key={text} className={styles.row}>
          <dt className={styles.figure}>{figure}</dt>
          <dd className={styles.text}>{text}</dd>
        </div>
      ))}
    </dl>
  );
}
