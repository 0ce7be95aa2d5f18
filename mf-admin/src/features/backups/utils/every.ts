const UNITS: Record<string, string> = { m: 'мин', h: 'ч', d: 'дн.' };

/**
 * BACKUP_EVERY as the owner reads it: «каждый день в 03:00 (по московскому времени)», «каждые 6 ч»; a form
 * this page does not know is shown as written (the server has already accepted it).
 */
export function everyText(every: string): string {
  const daily = /^daily (\d{1,2}):(\d{2})$/i.exec(every);
  if (daily) return `каждый день в ${daily[1]!.padStart(2, '0')}:${daily[2]} (по московскому времени)`;
  const interval = /^(\d+)\s*([mhd])$/i.exec(every);
  if (interval) return `каждые ${interval[1]} ${UNITS[interval[2]!.toLowerCase()]}`;
  return every;
}
