import { SHOP_TIME_ZONE } from '@shop/shared/domain';
import { type Setting, refuse, setting } from '../settings/kinds';

/**
 * When the running shop makes its copies (BACKUP_EVERY): every day at a time of the shop's clock (Moscow,
 * where its buyers are asleep at night), or every so many minutes, hours or days from the start.
 */
export type BackupEvery =
  | { text: string; kind: 'daily'; hour: number; minute: number }
  | { text: string; kind: 'interval'; ms: number };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const UNITS: Record<string, number> = { m: MINUTE, h: 60 * MINUTE, d: DAY };
// A copy takes minutes on a big shop: more often than this is a typo; rarer than a month protects nothing.
const SHORTEST = 5 * MINUTE;
const LONGEST = 30 * DAY;

const FORMS = '«daily 03:00» (время магазина) или промежуток «6h», «30m», «1d»';

/** BACKUP_EVERY as written, or why it is refused. */
export function parseEvery(raw: string): BackupEvery | string {
  const text = raw.trim().replace(/\s+/g, ' ');
  const daily = /^daily (\d{1,2}):(\d{2})$/i.exec(text);
  if (daily) {
    const hour = Number(daily[1]);
    const minute = Number(daily[2]);
    if (hour > 23 || minute > 59) return `нет такого времени суток «${daily[1]}:${daily[2]}»`;
    return { text, kind: 'daily', hour, minute };
  }
  const interval = /^(\d+)\s*([mhd])$/i.exec(text);
  if (interval) {
    const ms = Number(interval[1]) * (UNITS[interval[2]!.toLowerCase()] ?? 0);
    if (ms < SHORTEST || ms > LONGEST) return `промежуток должен быть от 5m до 30d, задано «${text}»`;
    return { text, kind: 'interval', ms };
  }
  return `нужно ${FORMS}, задано «${raw}»`;
}

/** The BACKUP_EVERY setting's kind (settings/schema.ts). */
export const backupEvery = (about: string, fallback: string): Setting<BackupEvery> =>
  setting<BackupEvery>(
    { about, shown: `\`${fallback}\``, bounds: '`daily HH:MM`, or `5m` … `30d` (`m`, `h`, `d`)' },
    parseEvery(fallback) as BackupEvery,
    (raw) => {
      const parsed = parseEvery(raw);
      return typeof parsed === 'string' ? refuse(parsed) : parsed;
    },
  );

/** How long a copy is expected to stay the newest (health warns past twice this). */
export const intervalMs = (every: BackupEvery): number => (every.kind === 'daily' ? DAY : every.ms);

let zoneClock: Intl.DateTimeFormat | undefined;

/** How far the shop's clock is ahead of UTC at a moment (ms): the zone's rules, summer time included. */
function zoneOffsetMs(moment: number): number {
  zoneClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SHOP_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const part = Object.fromEntries(
    zoneClock.formatToParts(new Date(moment)).map((p) => [p.type, Number(p.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  const asUtc = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
  return asUtc - Math.floor(moment / 1000) * 1000;
}

/**
 * The next moment after `after` a copy is due. An interval counts from `since` (when the schedule
 * started, or the last copy's start), so a slow copy does not push every later one back.
 */
export function nextSlot(every: BackupEvery, after: Date, since: Date = after): Date {
  const now = after.getTime();
  if (every.kind === 'interval') {
    const passed = Math.max(0, now - since.getTime());
    return new Date(since.getTime() + (Math.floor(passed / every.ms) + 1) * every.ms);
  }
  // The shop's calendar day of `after`, then that day's and the next days' wall-clock time in the zone.
  const local = new Date(now + zoneOffsetMs(now));
  for (let day = 0; day < 3; day += 1) {
    const wall = Date.UTC(
      local.getUTCFullYear(),
      local.getUTCMonth(),
      local.getUTCDate() + day,
      every.hour,
      every.minute,
    );
    const moment = wall - zoneOffsetMs(wall - zoneOffsetMs(wall));
    if (moment > now) return new Date(moment);
  }
  return new Date(now + DAY);
}
