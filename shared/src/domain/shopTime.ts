/**
 * The shop's time zone: its region keeps Moscow time. A day the shop names — a desk date filter «с 1 декабря»,
 * the date in an exported file's name, a moment shown to a manager — is a day in this zone, not in UTC.
 */
export const SHOP_TIME_ZONE = 'Europe/Moscow';

/**
 * Made on first use, not when the module loads: a formatter with a time zone loads ICU's zone data, a long
 * task on a phone's first load of every page that bundles this module, for a date only the desk asks for.
 */
let calendarDay: Intl.DateTimeFormat | undefined;

/** The shop's calendar date of a moment (default now) as `YYYY-MM-DD`: 2026-11-25 21:30 UTC → «2026-11-26». */
export function shopDate(moment: Date = new Date()): string {
  calendarDay ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = calendarDay.formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
