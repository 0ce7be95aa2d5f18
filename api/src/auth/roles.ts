/** A buyer; an administrator (prices and orders); a manager (orders only). The guard's vocabulary. */
export const USER_ROLES = ['buyer', 'admin', 'manager'] as const;
export type UserRole = (typeof USER_ROLES)[number];
