import { useId, useState, type FormEvent } from 'react';
import { TEXTS } from '@shop/shared';
import { FormField } from '../../../components/FormField';
import { SubmitButton } from '../../../components/SubmitButton';
import { failureMessage } from '../../../lib/errors';
import { ACCOUNT_TEXTS } from '../../../texts';
import { requestRecovery } from '../api/recovery';
import styles from '../../../components/Form.module.css';

/** «Забыли пароль?»: the e-mail, then the server's answer (the same whether the address is known or not). */
export function RecoveryForm({ initialEmail }: { initialEmail: string }) {
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      setAnswer({ ok: true, message: (await requestRecovery({ email })).message });
    } catch (failure) {
      setAnswer({ ok: false, message: failureMessage(failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-busy={busy}>
      <p>{ACCOUNT_TEXTS.auth.recoveryHint}</p>
      <FormField
        id={id}
        label={TEXTS.auth.email}
        name="email"
        type="email"
        autoComplete="username"
        required
        // The link that opened this mode is gone: focus goes to the one field.
        autoFocus
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      {answer && (
        <p className={answer.ok ? styles.success : styles.error} role={answer.ok ? 'status' : 'alert'}>
          {answer.message}
        </p>
      )}
      <SubmitButton busy={busy}>{ACCOUNT_TEXTS.auth.sendLink}</SubmitButton>
    </form>
  );
}
