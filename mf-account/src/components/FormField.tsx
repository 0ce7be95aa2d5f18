import type { InputHTMLAttributes } from 'react';
import { RequiredMark } from '@shop/shared';
import { PasswordInput } from './PasswordInput';
import styles from './Form.module.css';

type FormFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'aria-invalid' | 'aria-describedby'
> & {
  id: string;
  label: string;
  /** The server's or the form's message about this field; the input is marked invalid and described by it. */
  error?: string | null;
  /**
   * A field the form cannot go without: the input is `required` and its label shows «*» (`RequiredMark`,
   * the order form's mark too). The form checks it itself (`noValidate`) and says what is missing in Russian.
   */
  mandatory?: boolean;
};

/**
 * A labelled text field of the account forms; `type="password"` gives the masked input with its show/hide
 * button. The other props go to the input.
 */
export function FormField({ id, label, error, type, mandatory, ...inputProps }: FormFieldProps) {
  const errorId = `${id}-error`;
  const input = {
    ...inputProps,
    ...(mandatory && { required: true }),
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <p className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {mandatory && <RequiredMark />}
      </label>
      {type === 'password' ? (
        <PasswordInput {...input} />
      ) : (
        <input {...input} type={type} className={styles.input} />
      )}
      {error && (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </p>
  );
}
