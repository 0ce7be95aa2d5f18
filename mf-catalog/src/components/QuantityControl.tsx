import { useId } from 'react';
import { TEXTS, VisuallyHidden } from '@shop/shared';
import styles from './QuantityControl.module.css';

interface QuantityControlProps {
  value: number;
  onChange: (value: number) => void;
  /** The lowest count: 0 on the product page (spec section 4), 1 on cards. */
  min: number;
}

/** Minus, the count as a number field and plus; the count never goes below `min`. */
export function QuantityControl({ value, onChange, min }: QuantityControlProps) {
  const id = useId();
  const set = (next: number) => onChange(Math.max(min, Number.isFinite(next) ? Math.trunc(next) : min));
  return (
    <div className={styles.quantity}>
      <button
        type="button"
        className={styles.step}
        onClick={() => set(value - 1)}
        disabled={value <= min}
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
        value={value}
        onChange={(event) => set(event.target.valueAsNumber)}
      />
      <button
        type="button"
        className={styles.step}
        onClick={() => set(value + 1)}
        aria-label={TEXTS.product.increase}
      >
        +
      </button>
    </div>
  );
}
