import { SHOP_TIME_ZONE } from '@shop/shared';

/** A moment as the staff pages show it, in the shop's time zone: «25.11.2026, 14:05». */
export const formatDateTime = (iso: string): string =>
  new Date(iso).toLocaleString('ru-RU', {
    timeZone: SHOP_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
