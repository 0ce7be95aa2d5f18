/** A moment as the exchange's page shows it: «26.11.2026, 12:00» in the shop's time zone; «—» for none. */
export const moment = (iso: string | null) =>
  iso === null
    ? '—'
    : new Intl.DateTimeFormat('ru-RU', {
        dateStyle: 'short',
        timeStyle: 'short',
        timeZone: 'Europe/Moscow',
      }).format(new Date(iso));
