import { apiRequest, type Backups, downloadFile, ENDPOINTS } from '@shop/shared';
import { useAdminData } from '../../../lib/adminApi';

/** How often the page asks again while a copy is being made (ms). */
export const RUNNING_POLL_MS = 2_000;

/** `GET /admin/backups/`: the schedule, the last copy, the files; asked again every 2 s while one runs. */
export const useBackups = (enabled: boolean) =>
  useAdminData<Backups>(enabled ? ENDPOINTS.adminBackups : null, undefined, {
    refreshInterval: (latest) => (latest?.running ? RUNNING_POLL_MS : 0),
  });

/** `POST /admin/backups/`: a copy started now (202 with the new state; 409 when one runs or there is no folder). */
export const startBackup = () => apiRequest<Backups>(ENDPOINTS.adminBackups, { auth: true, method: 'POST' });

/** `GET /admin/backups/{name}`: the file saved by the browser under its name. */
export const downloadBackup = (name: string) => downloadFile(ENDPOINTS.adminBackup(name), name);
