import { PATHS } from '@shop/shared';

/** The pages of mf-admin, all under `/admin` (the part of the site the shell gives this remote). */
export const ADMIN_PATHS = {
  prices: PATHS.admin,
  orders: `${PATHS.admin}/orders`,
  order: (id: number) => `${PATHS.admin}/orders/${id}`,
  staff: `${PATHS.admin}/staff`,
  products: `${PATHS.admin}/products`,
  catalogueFiles: `${PATHS.admin}/catalogue-files`,
  exchange1c: `${PATHS.admin}/exchange-1c`,
  backups: `${PATHS.admin}/backups`,
  settings: `${PATHS.admin}/settings`,
  settingsRequisites: `${PATHS.admin}/settings/requisites`,
  settingsPickupPoints: `${PATHS.admin}/settings/pickup-points`,
  settingsDelivery: `${PATHS.admin}/settings/delivery`,
  settingsHistory: `${PATHS.admin}/settings/history`,
  settingsHome: `${PATHS.admin}/settings/home`,
  settingsPages: `${PATHS.admin}/settings/pages`,
  settingsExchange: `${PATHS.admin}/settings/exchange-1c`,
  settingsStock: `${PATHS.admin}/settings/stock`,
} as const;
