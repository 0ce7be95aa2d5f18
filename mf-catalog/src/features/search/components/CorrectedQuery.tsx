import type { SearchResponse } from '@shop/shared';
import { CATALOG_TEXTS } from '../../../texts';
import styles from './CorrectedQuery.module.css';

/**
 * What the API did to the query: «Показаны результаты по запросу «сейф»» when it fixed a typo or the
 * keyboard layout, «Найдено по части слов» when no item had every word.
 */
export function CorrectedQuery({ answer }: { answer: SearchResponse | undefined }) {
  if (!answer || answer.results.length === 0) return null;
  return (
    <>
      {answer.corrected && answer.query && (
        <p className={styles.corrected}>
          {CATALOG_TEXTS.search.shownFor} <strong>«{answer.query}»</strong>
        </p>
      )}
      {answer.relaxed && <p className={styles.corrected}>{CATALOG_TEXTS.search.relaxed}</p>}
    </>
  );
}
