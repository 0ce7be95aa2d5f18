import { TEXTS, type Delivery } from '@shop/shared';
import { ACCOUNT_TEXTS } from '../../../texts';

/**
 * The delivery of an order as the list shows it: a pickup point's title and address, or the courier's
 * city and address. Missing parts read as spec section 8 says («Самовывоз», «Не указан», «Не указано»).
 */
export function deliveryLines(address: Partial<Delivery> | null | undefined): string[] {
  const { notSpecifiedMasculine, notSpecifiedNeuter, defaultDelivery } = TEXTS.order;
  if (address?.type === 'delivery') {
    return [
      ACCOUNT_TEXTS.orders.courier,
      address.city || notSpecifiedMasculine,
      address.address || notSpecifiedNeuter,
    ];
  }
  const point = address?.type === 'pickup' ? address : undefined;
  return [point?.title || defaultDelivery, point?.location || notSpecifiedNeuter];
}
