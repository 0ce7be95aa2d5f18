import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PATHS, Skeleton, TEXTS, usePageTitle, useAuth } from '@shop/shared';
import { AccountNav } from '../components/AccountNav';
import { LoginRequired } from '../features/auth';
import {
  ConfirmationNote,
  DeleteAccountForm,
  PasswordForm,
  ProfileForm,
  useLastAction,
} from '../features/profile';
import { ACCOUNT_TEXTS } from '../texts';
import styles from './AccountPage.module.css';

function ProfileContent({ onDeleted }: { onDeleted: (message: string) => void }) {
  const { profile } = useAuth();
  // Only the last action's message shows: an error of one form goes when another starts.
  const action = useLastAction<'data' | 'resend' | 'password' | 'delete'>();
  if (!profile) return <Skeleton className={styles.columns} count={2} itemClassName={styles.placeholder} />;
  return (
    <div className={styles.columns}>
      <section className={styles.card} aria-labelledby="profile-data">
        <h2 id="profile-data">{TEXTS.profile.dataTitle}</h2>
        {!profile.emailConfirmed && <ConfirmationNote action={action('resend')} />}
        <ProfileForm profile={profile} action={action('data')} />
      </section>
      <section className={styles.card} aria-labelledby="profile-password">
        <h2 id="profile-password">{TEXTS.profile.passwordTitle}</h2>
        <PasswordForm email={profile.email} action={action('password')} />
      </section>
      <section className={styles.card} aria-labelledby="profile-delete">
        <h2 id="profile-delete">{ACCOUNT_TEXTS.profile.deleteTitle}</h2>
        <DeleteAccountForm onDeleted={onDeleted} action={action('delete')} />
      </section>
    </div>
  );
}

/** `/personal`: the account data, the password change and the deletion (spec sections 2 and 4). */
export default function Profile() {
  usePageTitle(TEXTS.profile.title);
  // Once the account is deleted the page says so instead of asking to log in.
  const [deleted, setDeleted] = useState<string | null>(null);
  return (
    <div className={styles.page}>
      <h1>{TEXTS.profile.title}</h1>
      <AccountNav />
      {deleted ? (
        <p role="status">
          {deleted} <Link to={PATHS.home}>{TEXTS.common.toHome}</Link>
        </p>
      ) : (
        <LoginRequired explanation={ACCOUNT_TEXTS.access.personal}>
          <ProfileContent onDeleted={setDeleted} />
        </LoginRequired>
      )}
    </div>
  );
}
