import { formatRub, type PriceChangeResponse } from '@shop/shared';
import { ADMIN_TEXTS } from '../../../texts';
import type { Mode } from '../utils/modes';
import styles from './PriceTool.module.css';

/** A dry run's answer and the call it previewed, which «Применить» sends for real. */
export interface Preview {
  mode: Mode;
  path: string;
  percentage: number;
  answer: PriceChangeResponse;
}

const price = (value: number | null) => (value === null ? ADMIN_TEXTS.noPrice : formatRub(value));

export function PricePreview({
  preview: { answer },
  busy,
  onApply,
  onCancel,
}: {
  preview: Preview;
  busy: boolean;
  onApply: () => void;
  onCancel: () => void;
}) {
  return (
    <section className={styles.preview} aria-labelledby="price-preview-title">
      <h2 id="price-preview-title" className={styles.subtitle}>
        {ADMIN_TEXTS.previewTitle}
      </h2>
      <dl className={styles.figures}>
        <div>
          <dt>{ADMIN_TEXTS.itemsChanged}</dt>
          <dd>{answer.itemsChanged}</dd>
        </div>
        <div>
          <dt>{ADMIN_TEXTS.sumBefore}</dt>
          <dd>{formatRub(answer.sumBefore)}</dd>
        </div>
        <div>
          <dt>{ADMIN_TEXTS.sumAfter}</dt>
          <dd>{formatRub(answer.sumAfter)}</dd>
        </div>
      </dl>
      {answer.examples.length > 0 && (
        <>
          <h3 className={styles.examplesTitle}>{ADMIN_TEXTS.examples}</h3>
          <ul className={styles.examples}>
            {answer.examples.map((example) => (
              <li key={example.itemCode}>
                {example.name} ({example.itemCode}): {price(example.priceBefore)} →{' '}
                {price(example.priceAfter)}
              </li>
            ))}
          </ul>
        </>
      )}
      {answer.itemsChanged === 0 && <p>{ADMIN_TEXTS.nothingChanges}</p>}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onCancel} disabled={busy}>
          {ADMIN_TEXTS.cancel}
        </button>
        {answer.itemsChanged > 0 && (
          <button type="button" className={styles.submit} onClick={onApply} disabled={busy}>
            {ADMIN_TEXTS.apply}
          </button>
        )}
      </div>
    </section>
  );
}
