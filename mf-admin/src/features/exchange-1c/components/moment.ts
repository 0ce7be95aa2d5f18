import { formatDateTime } from '../../../lib/format';

/** A moment as the exchange's page shows it: «26.11.2026, 12:00» in the shop's time zone; «—» for none. */
export const moment = (iso: string | null) => (iso === null ? '—' : formatDateTime(iso));
