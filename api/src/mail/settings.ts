import path from 'node:path';
import { SITE } from '@shop/shared/domain';
import { intSetting, listSetting } from '../ops/settings';

export interface MailSettings {
  /** A real SMTP server (`smtps://user:pass@host:465`); without it letters become `.eml` files. */
  smtpUrl: string | null;
  /** Where `.eml` files go without SMTP_URL: DATA_DIR/outbox, `.data/outbox` when DATA_DIR is unset. */
  outboxDir: string;
  from: string;
  managers: string[];
  /** The shop's public address, the start of every link in a letter (never taken from a request's Host). */
  siteUrl: string;
  /** How often the worker looks for due letters besides being woken after a commit. */
  pollMs: number;
  /** The first retry's delay; it doubles per attempt up to an hour. */
  retryMs: number;
  maxAttempts: number;
}

// A plain check, enough to catch a typo in the settings; the SMTP server has the last word.
const EMAIL = /^[^\s@,<>]+@[^\s@,<>]+\.[^\s@,<>]+$/;

export function mailSettings(env: Record<string, string | undefined> = process.env): MailSettings {
  const managers = listSetting(env, 'MANAGER_EMAILS');
  const wrong = managers.find((address) => !EMAIL.test(address));
  if (wrong) throw new Error(`Некорректное значение MANAGER_EMAILS: «${wrong}» — не адрес e-mail`);
  return {
    smtpUrl: env.SMTP_URL?.trim() || null,
    outboxDir: path.resolve(env.DATA_DIR || '.data', 'outbox'),
    from: env.MAIL_FROM?.trim() || `"${SITE.companyName}" <${SITE.email}>`,
    siteUrl: siteUrlSetting(env),
    managers: managers.length > 0 ? managers : [SITE.email],
    pollMs: intSetting(env, 'MAIL_POLL_MS', 5_000, 50, 3_600_000),
    retryMs: intSetting(env, 'MAIL_RETRY_MS', 30_000, 10, 3_600_000),
    maxAttempts: intSetting(env, 'MAIL_MAX_ATTEMPTS', 8, 1, 100),
  };
}

/** Where letters go, for the start-up line; an SMTP password never appears. */
export function mailDestination(settings: MailSettings): string {
  if (!settings.smtpUrl) return `файлы .eml в ${settings.outboxDir}`;
  try {
    const url = new URL(settings.smtpUrl);
    return `SMTP ${url.protocol}//${url.host}`;
  } catch {
    return 'SMTP (адрес из SMTP_URL)';
  }
}

function siteUrlSetting(env: Record<string, string | undefined>): string {
  const raw = env.SITE_URL?.trim() || `http://localhost:${env.PORT?.trim() || '3000'}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`Некорректное значение SITE_URL: «${raw}» — не адрес сайта`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Некорректное значение SITE_URL: «${raw}» — нужен адрес http:// или https://`);
  }
  return url.origin;
}
