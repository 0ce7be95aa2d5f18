import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './Field.module.css';

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
  /** Shown under the field (the looked-up product). */
  after?: ReactNode;
  /** The control, given its id and description. */
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled form control with its hint and its error, tied to it for screen readers. */
export function Field({ label, error, hint, after, children }: FieldProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': described || undefined })}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
      {after}
    </div>
  );
}

export const inputProps = (
  value: string,
  onChange: (value: string) => void,
): InputHTMLAttributes<HTMLInputElement> => ({
  value,
  onChange: (event) => onChange(event.target.value),
  className: styles.input,
});

export const selectClass = styles.input;
