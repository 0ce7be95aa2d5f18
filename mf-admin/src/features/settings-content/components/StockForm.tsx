import { useId } from 'react';
import type { ShopSectionState, StockSettings } from '@shop/shared';
import choices from '../../../components/choices.module.css';
import { SectionForm, type SectionCodec, useSectionForm } from '../../settings';
import { CONTENT_TEXTS } from '../texts';
import styles from './SettingsContent.module.css';

const T = CONTENT_TEXTS.stock;
const CHOICES = Object.keys(T.options) as Array<StockSettings['outOfStock']>;

const codec: SectionCodec<'stock', StockSettings> = {
  toForm: (value) => ({ ...value }),
  read: (form) => ({ value: form }),
  labels: {},
};

/** «Наличие»: what a product with a price and no stock is, «Под заказ» or «Нет в наличии». */
export function StockForm({ state }: { state: ShopSectionState<'stock'> }) {
  const editor = useSectionForm('stock', state, codec);
  const id = useId();
  return (
    <SectionForm editor={editor}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{T.legend}</legend>
        {CHOICES.map((choice) => (
          <label key={choice} className={`${choices.choice} ${styles.option}`}>
            <input
              type="radio"
              name={`${id}-outOfStock`}
              value={choice}
              checked={editor.form.outOfStock === choice}
              onChange={() => editor.setForm(() => ({ outOfStock: choice }))}
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
    </SectionForm>
  );
}
