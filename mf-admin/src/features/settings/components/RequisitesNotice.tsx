import { Link } from 'react-router-dom';
import { useAuth } from '@shop/shared';
import { ADMIN_PATHS } from '../../../paths';
import { useShopSettings } from '../api/settings';
import { SETTINGS_TEXTS as T } from '../texts';
import styles from './Settings.module.css';

/**
 * While the shop's requisites are unset, every admin page tells an administrator so (a manager's settings call
 * is refused, so he sees nothing).
 */
export function RequisitesNotice() {
  const { isLoggedIn } = useAuth();
  const { data } = useShopSettings(isLoggedIn);
  if (!data || data.requisites.value !== null) return null;
  return (
    <p className={styles.notice}>
      {T.requisitesUnset} <Link to={ADMIN_PATHS.settingsRequisites}>{T.fillRequisites}</Link>
    </p>
  );
}
