import {
  apiRequest,
  ENDPOINTS,
  type ExchangeGroup,
  type ExchangeGroupEdit,
  type ExchangeOverview,
  type MessageResponse,
} from '@shop/shared';
import { useAdminData } from '../../../lib/adminApi';

/** `GET /admin/exchange-1c/`: whether it is configured, the last exchanges, the groups' sections. */
export const useExchange = (enabled: boolean) =>
  useAdminData<ExchangeOverview>(enabled ? ENDPOINTS.exchange1c : null);

/** `PUT /admin/exchange-1c/groups/{id}/` with the version the table showed (409 when changed since). */
export const saveGroupSection = (groupId: string, body: ExchangeGroupEdit) =>
  apiRequest<ExchangeGroup>(ENDPOINTS.exchange1cGroup(groupId), { auth: true, method: 'PUT', body });

/** `POST /admin/exchange-1c/{id}/sweep/`: a full exchange refused as taking too much off sale, applied (202). */
export const confirmSweep = (id: number) =>
  apiRequest<MessageResponse>(ENDPOINTS.exchange1cSweep(id), { auth: true, method: 'POST' });
