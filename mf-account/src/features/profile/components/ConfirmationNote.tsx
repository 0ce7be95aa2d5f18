import { useState } from 'react';
import { failureMessage } from '../../../lib/errors';
import { ACCOUNT_TEXTS } from '../../../texts';
import { resendConfirmation } from '../api/resendConfirmation';
import type { FormAction } from '../hooks/useLastAction';
import styles from '../../../components/Form.module.css';

const T = ACCOUNT_TEXTS.profile;

/** An unconfirmed address: what confirming gives, and a new letter on request. */
export function ConfirmationNote({ action }: { action: FormAction }) {
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  const resend = async () => {
    action.start();
    setBusy(true);
    try {
      setAnswer({ ok: true, message: (await resendConfirmation()).message });
    } catch (failure) {
      setAnswer({ ok: false, message: failureMessage(failure) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <p>{T.unconfirmed}</p>
      <p>
        <button type="button" className={styles.linkButton} onClick={resend} disabled={busy}>
          {T.resend}
        </button>
      </p>
      {answer && action.current && (
        <p className={answer.ok ? styles.success : styles.error} role={answer.ok ? 'status' : 'alert'}>
          {answer.message}
        </p>
      )}
    </>
  );
}
