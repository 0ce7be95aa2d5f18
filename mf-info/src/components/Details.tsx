import { OWNER_FILLS_IN } from '@shop/shared';
import styles from './Details.module.css';

/**
 * Labelled values (requisites, the policy's operator). A value the shop's owner has not given yet reads
 * «указывается владельцем магазина» and is set apart, so nobody mistakes it for a real figure.
 */
export function Details({ rows }: { rows: readonly { label: string; value: string }[] }) {
  return (
    <dl className={styles.list}>
      {rows.map(({ label, value }) => (
        <div key={label} className={styles.row}>
          <dt className={styles.label}>{label}</dt>
          <dd className={value === OWNER_FILLS_IN ? styles.placeholder : styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
