import {
  apiRequest,
  ENDPOINTS,
  type MessageResponse,
  type StaffChangeRequest,
  type StaffResponse,
} from '@shop/shared';
import { useAdminData } from '../../../lib/adminApi';

/** `GET /desk/staff/`: administrators and managers (administrators only: 401/403 say who may not). */
export function useStaff(enabled: boolean) {
  return useAdminData<StaffResponse>(enabled ? ENDPOINTS.deskStaff : null);
}

/** `POST /desk/staff/`: grant the manager role by e-mail, or take it away. */
export function changeStaff(body: StaffChangeRequest) {
  return apiRequest<MessageResponse>(ENDPOINTS.deskStaff, { auth: true, method: 'POST', body });
}
