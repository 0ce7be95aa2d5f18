import { useId, useState, type FormEvent } from 'react';
import { ApiError, TEXTS, useAuth, type UserProfile } from '@shop/shared';
import { FormField } from '../../../components/FormField';
import { SubmitButton } from '../../../components/SubmitButton';
import { failureMessage } from '../../../lib/errors';
import { ACCOUNT_TEXTS } from '../../../texts';
import { changeInfo } from '../api/changeInfo';
import type { FormAction } from '../hooks/useLastAction';
import { fieldOfMessage, profileUpdate, type ProfileFields } from '../utils/profileUpdate';
import styles from '../../../components/Form.module.css';

const EMPTY: ProfileFields = { lastName: '', name: '', surname: '', email: '' };

const FIELDS: { field: keyof ProfileFields; label: string; autoComplete: string; type?: string }[] = [
  { field: 'lastName', label: TEXTS.profile.lastName, autoComplete: 'family-name' },
  { field: 'name', label: TEXTS.profile.name, autoComplete: 'given-name' },
  { field: 'surname', label: TEXTS.profile.surname, autoComplete: 'additional-name' },
  { field: 'email', label: TEXTS.profile.email, autoComplete: 'email', type: 'email' },
];

/**
 * The account data form (spec section 4): empty fields with the current values as placeholders; on save an
 * empty field keeps its value, so none is marked required (the spec's «marked required visually» would
 * contradict that; docs/spec-deviations.md) and a line above the fields says so. The page and the header
 * show the saved values at once, without a reload. Its messages show while «Сохранить» is the page's last
 * action.
 */
export function ProfileForm({ profile, action }: { profile: UserProfile; action: FormAction }) {
  const { showProfile } = useAuth();
  const baseId = useId();
  const [typed, setTyped] = useState<ProfileFields>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [shownError, setError] = useState<{ field: keyof ProfileFields | null; message: string } | null>(
    null,
  );
  const error = action.current ? shownError : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    action.start();
    setBusy(true);
    setSaved(null);
    setError(null);
    try {
      const { message, name, lastName, surname, email, emailConfirmed } = await changeInfo(
        profileUpdate(profile, typed),
      );
      showProfile({ name, lastName, surname, email, emailConfirmed });
      setTyped(EMPTY);
      setSaved(message);
    } catch (failure) {
      const message = failureMessage(failure);
      setError({ field: failure instanceof ApiError ? fieldOfMessage(message) : null, message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-busy={busy} noValidate>
      <p className={styles.hint}>{ACCOUNT_TEXTS.profile.keepHint}</p>
      {FIELDS.map(({ field, label, autoComplete, type }) => (
        <FormField
          key={field}
          id={`${baseId}-${field}`}
          label={label}
          type={type ?? 'text'}
          autoComplete={autoComplete}
          placeholder={profile[field]}
          value={typed[field]}
          error={error?.field === field ? error.message : null}
          onChange={(event) => setTyped((now) => ({ ...now, [field]: event.target.value }))}
        />
      ))}
      {error && error.field === null && (
        <p className={styles.error} role="alert">
          {error.message}
        </p>
      )}
      {saved && action.current && (
        <p className={styles.success} role="status">
          {saved}
        </p>
      )}
      <p>
        <SubmitButton busy={busy}>{TEXTS.profile.save}</SubmitButton>
      </p>
    </form>
  );
}
