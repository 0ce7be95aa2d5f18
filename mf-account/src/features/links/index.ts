/** The pages the account letters' one-time links open (issue 30): confirmation, new e-mail, new password. */
export { LinkPage } from './components/LinkPage';
export { ResetPasswordPage } from './components/ResetPasswordPage';
export { changeEmail, confirmEmail } from './api/links';
