import {
  apiRequest,
  ENDPOINTS,
  type ShopSection,
  type ShopSectionEdit,
  type ShopSectionState,
  type ShopSettingsAnswer,
  type ShopSettingsChange,
} from '@shop/shared';
import { adminRequest, useAdminData } from '../../../lib/adminApi';

/** `GET /admin/settings/`: every section with its version (administrators only: 401/403 say who may not). */
export function useShopSettings(enabled: boolean) {
  return useAdminData<ShopSettingsAnswer>(enabled ? ENDPOINTS.adminSettings : null);
}

/** `PUT /admin/settings/{section}/`: the new value on the version it was based on (409 when it is not the stored one). */
export function saveSection<S extends ShopSection>(section: S, edit: ShopSectionEdit<S>) {
  return apiRequest<ShopSectionState<S>>(ENDPOINTS.adminSettingsSection(section), {
    auth: true,
    method: 'PUT',
    body: edit,
  });
}

export interface SettingsChangesAnswer {
  changes: ShopSettingsChange[];
  total: number;
}

/** `GET /admin/settings/changes/?page=N`: the history of every section, newest first. */
export function useSettingsChanges(page: number, enabled: boolean) {
  return useAdminData<SettingsChangesAnswer>(
    enabled ? ENDPOINTS.adminSettingsChanges(page) : null,
    undefined,
    {
      keepPreviousData: true,
    },
  );
}

/** `POST /admin/settings/changes/{id}/undo/`: the section's new state (409 when it changed since). */
export function undoSettingsChange(changeId: number) {
  return adminRequest<ShopSectionState>(ENDPOINTS.adminSettingsUndo(changeId), {});
}
