/** The profile page's forms: account data, the password change and the account's deletion. */
export { ProfileForm } from './components/ProfileForm';
export { PasswordForm } from './components/PasswordForm';
export { DeleteAccountForm } from './components/DeleteAccountForm';
export { ConfirmationNote } from './components/ConfirmationNote';
export { useLastAction, type FormAction } from './hooks/useLastAction';
