import type { ReactNode } from 'react';
import { Spinner, useInBrowser } from '@shop/shared';
import { ACCOUNT_TEXTS } from '../texts';
import styles from './Form.module.css';

/**
 * The account forms' submit button: disabled, with a spinner, while the request is under way; and off in the
 * server's page until the page's code runs — pressed before, the form would submit itself natively, reload the
 * page and lose what only the browser holds (a letter link's token in the URL's fragment).
 */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const live = useInBrowser();
  return (
    <button type="submit" className={styles.submit} disabled={busy || !live}>
      {busy && <Spinner size="small" label={ACCOUNT_TEXTS.auth.sending} />}
      {children}
    </button>
  );
}
