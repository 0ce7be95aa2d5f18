/** The profile page's forms: account data and the password change. */
export { ProfileForm } from './components/ProfileForm';
export { PasswordForm } from './components/PasswordForm';
