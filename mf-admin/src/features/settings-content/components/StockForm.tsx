import { type FormEvent, useId } from 'react';
import type { StockSettings } from '@shop/shared';
import buttons from '../../../components/buttons.module.css';
import choices from '../../../components/choices.module.css';
import { OutcomeMessage } from '../../../components/OutcomeMessage';
import { type SaveSection, useSectionDraft } from '../hooks/useSectionDraft';
import { CONTENT_TEXTS } from '../texts';
import styles from './SettingsContent.module.css';

const T = CONTENT_TEXTS.stock;
const CHOICES = Object.keys(T.options) as Array<StockSettings['outOfStock']>;

/** «Наличие»: what a product with a price and no stock is, «Под заказ» or «Нет в наличии». */
export function StockForm({ value, save }: { value: StockSettings; save: SaveSection<StockSettings> }) {
  const { draft, setDraft, dirty, busy, outcome, run } = useSectionDraft(value);
  const id = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => save(draft));
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{T.legend}</legend>
        {CHOICES.map((choice) => (
          <label key={choice} className={`${choices.choice} ${styles.option}`}>
            <input
              type="radio"
              name="outOfStock"
              value={choice}
              checked={draft.outOfStock === choice}
              onChange={() => setDraft({ outOfStock: choice })}
              aria-describedby={`${id}-${choice}`}
            />
            <span>
              <span className={styles.optionLabel}>{T.options[choice].label}</span>
              <span id={`${id}-${choice}`} className={styles.optionText}>
                {T.options[choice].text}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={busy || !dirty}>
          {busy ? CONTENT_TEXTS.saving : CONTENT_TEXTS.save}
        </button>
      </div>
      <OutcomeMessage outcome={outcome} />
    </form>
  );
}
