import { useRef, useState, type FormEvent } from 'react';
import { SHOP_TIME_ZONE, useAuth } from '@shop/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Field, inputProps } from '../../../components/Field';
import { OutcomeMessage } from '../../../components/OutcomeMessage';
import { failed, succeeded, type Outcome } from '../../../lib/outcome';
import { DESK_TEXTS as T } from '../../../texts';
import { AccessGate } from '../../access';
import { changeStaff, useStaff } from '../api/staff';
import styles from './StaffPage.module.css';

/** A moment in the shop's time zone: «25.11.2026, 14:05». */
const when = new Intl.DateTimeFormat('ru-RU', {
  timeZone: SHOP_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});
const at = (iso: string) => <time dateTime={iso}>{when.format(new Date(iso))}</time>;

/**
 * Administrators and managers, and the invitations still open. «Назначить менеджером» sends the address an
 * invitation (the role comes when its owner sets a password by the link); «Снять роль» and «Отозвать» take it
 * back.
 */
export function StaffPage() {
  const { isLoggedIn } = useAuth();
  const { data, error, mutate } = useStaff(isLoggedIn);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [revoking, setRevoking] = useState<string | null>(null);
  // «Отозвать» removes its own row: focus goes to the list's heading rather than to the page's start.
  const invitationsHeading = useRef<HTMLHeadingElement>(null);

  const send = async (address: string, manager: boolean) => {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome(succeeded((await changeStaff({ email: address, manager })).message));
      if (manager) setEmail('');
      await mutate();
      return true;
    } catch (caught) {
      setOutcome(failed(caught));
      return false;
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
      <section aria-labelledby="staff-invitations">
        <h2 id="staff-invitations" className={styles.subtitle} ref={invitationsHeading} tabIndex={-1}>
          {T.invitations}
        </h2>
        {data?.invitations.length === 0 ? (
          <p>{T.noInvitations}</p>
        ) : (
          <ul className={styles.list}>
            {data?.invitations.map((invitation) => (
              <li key={invitation.email} className={styles.member}>
                <span>
                  <strong>{invitation.email}</strong> — {T.invitationSent} {at(invitation.invitedAt)}
                  {invitation.invitedBy && ` ${T.invitationBy(invitation.invitedBy)}`}, {T.invitationUntil}{' '}
                  {at(invitation.expiresAt)}
                </span>
                <button
                  type="button"
                  className={styles.button}
                  aria-label={T.withdrawLabel(invitation.email)}
                  disabled={busy}
                  onClick={() =>
                    void send(invitation.email, false).then(
                      (done) => done && invitationsHeading.current?.focus(),
                    )
                  }
                >
                  {T.withdraw}
                </button>
              </li>
            ))}
          </ul>
        )}
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
