import type { InputHTMLAttributes } from 'react';
import { RequiredMark } from '@shop/shared';
import styles from './OrderForm.module.css';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  /** Also the element id (`order-<name>`), by which a wrong field gets the focus. */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

export const fieldId = (name: string) => `order-${name}`;

/** A labelled input whose error shows beneath it, is tied to it for screen readers, and goes when fixed. */
export function Field({ name, label, value, onChange, error, required, ...input }: FieldProps) {
  const id = fieldId(name);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <RequiredMark />}
      </label>
      <input
        {...input}
        id={id}
        name={name}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={styles.input}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
