/**
 * Texts only the admin remote shows (the spec's own strings come from TEXTS of @shop/shared).
 * They live here, not in the shared package, so this remote can be deployed alone against an older shell.
 */
export const ADMIN_TEXTS = {
  pricesTitle: 'Управление ценами',
} as const;
