import { CATALOG_TEXTS } from '../../../texts';
import styles from './Filters.module.css';

/**
 * «Найдено 128 товаров», announced politely to screen readers when it changes; `atLeast` when the count is
 * a bound («Найдено не менее 500 товаров», the search's).
 */
export function FoundCount({ total, atLeast = false }: { total: number | undefined; atLeast?: boolean }) {
  return (
    <p className={styles.found} role="status">
      {total === undefined ? '' : CATALOG_TEXTS.found(total, atLeast)}
    </p>
  );
}
