import { ACCOUNT_TEXTS } from '../texts';
import { LinkPage, confirmEmail } from '../features/links';

const T = ACCOUNT_TEXTS.links;

/** `/personal/confirm#token=…`: the registration letter's link; «Адрес подтверждён». */
export default function ConfirmEmail() {
  return (
    <LinkPage title={T.confirmTitle} doneTitle={T.confirmed} doneText={T.confirmedText} use={confirmEmail} />
  );
}
