import type { SearchResponse } from '@shop/shared';
import { CATALOG_TEXTS } from '../../../texts';
import styles from './CorrectedQuery.module.css';

/** «Показаны результаты по запросу «сейф»» when the API fixed a typo or the keyboard layout. */
export function CorrectedQuery({ answer }: { answer: SearchResponse | undefined }) {
  if (!answer?.corrected || !answer.query || answer.results.length === 0) return null;
  return (
    <p className={styles.corrected}>
      {CATALOG_TEXTS.search.shownFor} <strong>«{answer.query}»</strong>
    </p>
  );
}
