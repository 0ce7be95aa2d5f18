import { useId, useState } from 'react';
import { MAX_ITEM_COUNT } from '../domain/constants';
import { TEXTS } from '../domain/texts';
import { VisuallyHidden } from './VisuallyHidden';
import styles from './QuantityControl.module.css';

export interface QuantityControlProps {
  value: number;
  onChange: (value: number) => void;
  /** The lowest count: 0 on the product page (spec section 4), 1 on cards and in the basket. */
  min: number;
  /** Every part of the control is off (a server-rendered page before its code runs). */
  disabled?: boolean;
}

/**
 * Minus, the count as a number field and plus; the count stays between `min` and the most one order line
 * may hold. The field may be emptied while typing a new number: it shows the count again when left.
 */
export function QuantityControl({ value, onChange, min, disabled = false }: QuantityControlProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const set = (next: number) => {
    setDraft(null);
    onChange(Math.min(MAX_ITEM_COUNT, Math.max(min, Math.trunc(next))));
  };
  return (
    <div className={styles.quantity}>
      <button
        type="button"
        className={styles.step}
        onClick={() => set(value - 1)}
        disabled={disabled || value <= min}
        aria-label={TEXTS.product.decrease}
      >
        −
      </button>
      <label htmlFor={id}>
        <VisuallyHidden>{TEXTS.product.quantity}</VisuallyHidden>
      </label>
      <input
        id={id}
        className={styles.input}
        type="number"
        inputMode="numeric"
        min={min}
        max={MAX_ITEM_COUNT}
        disabled={disabled}
        value={draft ?? value}
        onChange={(event) =>
          Number.isFinite(event.target.valueAsNumber) ? set(event.target.valueAsNumber) : setDraft('')
        }
        onBlur={() => setDraft(null)}
      />
      <button
        type="button"
        className={styles.step}
        onClick={() => set(value + 1)}
        disabled={disabled || value >= MAX_ITEM_COUNT}
        aria-label={TEXTS.product.increase}
      >
        +
      </button>
    </div>
  );
}
