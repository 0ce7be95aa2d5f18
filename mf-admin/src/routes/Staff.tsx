import { usePageTitle } from '@shop/shared';
import { AdminPage } from '../components/AdminPage';
import { StaffPage } from '../features/staff';
import { DESK_TEXTS } from '../texts';

/** Who is a manager (administrators only). */
export default function Staff() {
  usePageTitle(DESK_TEXTS.staffTitle);
  return (
    <AdminPage title={DESK_TEXTS.staffTitle}>
      <StaffPage />
    </AdminPage>
  );
}
