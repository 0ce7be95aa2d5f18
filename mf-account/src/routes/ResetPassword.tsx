import { ACCOUNT_TEXTS } from '../texts';
import { PasswordLinkPage, resetPassword } from '../features/links';

const T = ACCOUNT_TEXTS.links;

/** `/personal/password#token=…`: «Забыли пароль?»'s link; the new password ends every session. */
export default function ResetPassword() {
  return <PasswordLinkPage title={T.resetTitle} hint={T.resetHint} submit={T.save} save={resetPassword} />;
}
