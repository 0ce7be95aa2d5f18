import { useState, type InputHTMLAttributes } from 'react';
import { ACCOUNT_TEXTS } from '../texts';
import styles from './Form.module.css';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string };

/** A masked password field with a show/hide button; paste and password managers work as usual. */
export function PasswordInput(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <span className={styles.password}>
      <input {...props} type={visible ? 'text' : 'password'} className={styles.input} />
      <button
        type="button"
        className={styles.reveal}
        aria-controls={props.id}
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? ACCOUNT_TEXTS.auth.hidePassword : ACCOUNT_TEXTS.auth.showPassword}
      </button>
    </span>
  );
}
