import { Skeleton, TEXTS, usePageTitle, useAuth } from '@shop/shared';
import { AccountNav } from '../components/AccountNav';
import { LoginRequired } from '../features/auth';
import { PasswordForm, ProfileForm } from '../features/profile';
import { ACCOUNT_TEXTS } from '../texts';
import styles from './AccountPage.module.css';

function ProfileContent() {
  const { profile } = useAuth();
  if (!profile) return <Skeleton className={styles.columns} count={2} itemClassName={styles.placeholder} />;
  return (
    <div className={styles.columns}>
      <section className={styles.card} aria-labelledby="profile-data">
        <h2 id="profile-data">{TEXTS.profile.dataTitle}</h2>
        <ProfileForm profile={profile} />
      </section>
      <section className={styles.card} aria-labelledby="profile-password">
        <h2 id="profile-password">{TEXTS.profile.passwordTitle}</h2>
        <PasswordForm email={profile.email} />
      </section>
    </div>
  );
}

/** `/personal`: the account data and the password change (spec sections 2 and 4). */
export default function Profile() {
  usePageTitle(TEXTS.profile.title);
  return (
    <div className={styles.page}>
      <h1>{TEXTS.profile.title}</h1>
      <AccountNav />
      <LoginRequired explanation={ACCOUNT_TEXTS.access.personal}>
        <ProfileContent />
      </LoginRequired>
    </div>
  );
}
