import type { ReactNode } from 'react';
import { Spinner } from '@shop/shared';
import { ACCOUNT_TEXTS } from '../texts';
import styles from './Form.module.css';

/** The account forms' submit button: disabled, with a spinner, while the request is under way. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={styles.submit} disabled={busy}>
      {busy && <Spinner size="small" label={ACCOUNT_TEXTS.auth.sending} />}
      {children}
    </button>
  );
}
