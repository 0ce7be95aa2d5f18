import { useState, type FormEvent } from 'react';
import { useAuth } from '@shop/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Field, inputProps } from '../../../components/Field';
import { OutcomeMessage } from '../../../components/OutcomeMessage';
import { failed, succeeded, type Outcome } from '../../../lib/outcome';
import { DESK_TEXTS as T } from '../../../texts';
import { AccessGate } from '../../access';
import { changeStaff, useStaff } from '../api/staff';
import styles from './StaffPage.module.css';

/** Administrators and managers; an administrator grants or takes away the manager role by e-mail. */
export function StaffPage() {
  const { isLoggedIn } = useAuth();
  const { data, error, mutate } = useStaff(isLoggedIn);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [revoking, setRevoking] = useState<string | null>(null);

  const send = async (address: string, manager: boolean) => {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome(succeeded((await changeStaff({ email: address, manager })).message));
      if (manager) setEmail('');
      await mutate();
    } catch (caught) {
      setOutcome(failed(caught));
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setFieldError(T.emailRequired);
      return;
    }
    setFieldError('');
    void send(email.trim(), true);
  };

  return (
    <AccessGate
      error={error}
      loaded={data !== undefined}
      retry={() => void mutate()}
      loginNeeded={T.staffLoginNeeded}
      noAccessHint={T.staffNoAccessHint}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field label={T.grantEmail} hint={T.grantHint} error={fieldError}>
          {(control) => (
            <input type="email" autoComplete="off" {...control} {...inputProps(email, setEmail)} />
          )}
        </Field>
        <button type="submit" className={styles.primary} disabled={busy}>
          {T.grant}
        </button>
      </form>
      <OutcomeMessage outcome={outcome} />
      <section aria-labelledby="staff-list">
        <h2 id="staff-list" className={styles.subtitle}>
          {T.staffList}
        </h2>
        <ul className={styles.list}>
          {data?.staff.map((member) => (
            <li key={member.email} className={styles.member}>
              <span>
                <strong>{member.name}</strong> {member.email} — {T.roles[member.role]}
              </span>
              {member.role === 'manager' && (
                <button
                  type="button"
                  className={styles.button}
                  aria-label={T.revokeLabel(member.email)}
                  disabled={busy}
                  onClick={() => setRevoking(member.email)}
                >
                  {T.revoke}
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>
      {revoking && (
        <ConfirmDialog
          title={T.revokeTitle(revoking)}
          text={T.revokeText}
          confirm={T.revokeYes}
          onClose={() => setRevoking(null)}
          onConfirm={() => {
            setRevoking(null);
            void send(revoking, false);
          }}
        />
      )}
    </AccessGate>
  );
}
