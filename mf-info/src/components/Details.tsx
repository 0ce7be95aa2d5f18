import styles from './Details.module.css';

/** Labelled values (requisites, the policy's operator), a row each. */
export function Details({ rows }: { rows: readonly { label: string; value: string }[] }) {
  return (
    <dl className={styles.list}>
      {rows.map(({ label, value }) => (
        <div key={label} className={styles.row}>
          <dt className={styles.label}>{label}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
