import { CATALOG_TEXTS } from '../../../texts';
import styles from './Filters.module.css';

/** «Найдено 128 товаров», announced politely to screen readers when it changes. */
export function FoundCount({ total }: { total: number | undefined }) {
  return (
    <p className={styles.found} role="status">
      {total === undefined ? '' : CATALOG_TEXTS.found(total)}
    </p>
  );
}
