import path from 'node:path';
import { type Settings, readSettings } from '../settings/schema';

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

export function mailSettings(settings: Settings = readSettings()): MailSettings {
  return {
    smtpUrl: settings.SMTP_URL ?? null,
    outboxDir: path.resolve(settings.DATA_DIR, 'outbox'),
    from: settings.MAIL_FROM,
    siteUrl: settings.SITE_URL ?? `http://localhost:${settings.PORT}`,
    managers: settings.MANAGER_EMAILS,
    pollMs: settings.MAIL_POLL_MS,
    retryMs: settings.MAIL_RETRY_MS,
    maxAttempts: settings.MAIL_MAX_ATTEMPTS,
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
