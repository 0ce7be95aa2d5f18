/** The pages the account letters' one-time links open: confirmation, new e-mail, new password, invitation. */
export { LinkPage } from './components/LinkPage';
export { PasswordLinkPage } from './components/PasswordLinkPage';
export { acceptInvitation, changeEmail, confirmEmail, resetPassword } from './api/links';
