import { Link } from 'react-router-dom';
import { PATHS } from '@shop/shared';
import { ACCOUNT_TEXTS } from '../texts';
import { PasswordLinkPage, acceptInvitation } from '../features/links';

const T = ACCOUNT_TEXTS.links;
/** The order desk's list (mf-admin's page; the shell routes it). */
const DESK = `${PATHS.admin}/orders`;

/**
 * `/personal/invite#token=…`: the manager's invitation from the desk's «Сотрудники». The password saved, the
 * address is confirmed and the account is a manager; after «Войти» the desk is one link away.
 */
export default function AcceptInvitation() {
  return (
    <PasswordLinkPage
      title={T.inviteTitle}
      hint={T.inviteHint}
      submit={T.accept}
      save={acceptInvitation}
      afterSaved={
        <p>
          <Link to={DESK}>{T.toDesk}</Link>
        </p>
      }
    />
  );
}
