import { usePageTitle } from '@shop/shared';
import { AdminPage } from '../components/AdminPage';
import { BackupsPage } from '../features/backups';
import { BACKUP_TEXTS } from '../texts';

/** «Резервные копии»: the schedule, the copies, a copy made now or downloaded (administrators only). */
export default function Backups() {
  usePageTitle(BACKUP_TEXTS.title);
  return (
    <AdminPage title={BACKUP_TEXTS.title}>
      <BackupsPage />
    </AdminPage>
  );
}
