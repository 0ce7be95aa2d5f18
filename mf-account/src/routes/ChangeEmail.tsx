import { ACCOUNT_TEXTS } from '../texts';
import { LinkPage, changeEmail } from '../features/links';

const T = ACCOUNT_TEXTS.links;

/** `/personal/email#token=…`: the link sent to a new address; it replaces the old one. */
export default function ChangeEmail() {
  return <LinkPage title={T.changeTitle} doneTitle={T.changed} doneText={T.changedText} use={changeEmail} />;
}
