import { PATHS } from '@shop/shared';

/** The pages of mf-admin, all under `/admin` (the part of the site the shell gives this remote). */
export const ADMIN_PATHS = {
  prices: PATHS.admin,
  orders: `${PATHS.admin}/orders`,
  order: (id: number) => `${PATHS.admin}/orders/${id}`,
  staff: `${PATHS.admin}/staff`,
  /** A product's pictures, `?code=…` (until the products editor shows them). */
  pictures: `${PATHS.admin}/pictures`,
} as const;
