/**
 * Texts only the information remote shows (the spec's own strings come from TEXTS of @shop/shared):
 * titles of the pages no menu of the site names. They live here, not in the shared package, so this
 * remote can be deployed alone against an older shell.
 */
export const INFO_TEXTS = {
  deliveryTitle: 'Доставка',
  warrantyTitle: 'Гарантия',
  returnsTitle: 'Правила возврата товара',
} as const;
