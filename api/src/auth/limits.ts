import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { pluralRu } from '@shop/shared/domain';
import { type Db, rows } from '../db/client';
import { HttpError } from '../http/errors';
import { asOneStatement } from '../ops/one-statement';
import { type SettingName, type Settings, readSettings } from '../settings/schema';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The settings that are limits (their defaults and bounds are settings/schema.ts's). */
type LimitSetting = Extract<SettingName, `LIMIT_${string}` | `CATALOG_${string}_PER_MINUTE`>;

interface Rule {
  /** Events allowed per window (0: the limit is off). */
  max: number;
  windowSeconds: number;
  /** The 429's message; «Попробуйте снова через …» is added from the window's end. */
  message: string;
}

const TOO_MANY_LOGINS = 'Слишком много попыток входа.';
const TOO_MANY_LETTERS = 'Слишком много писем на этот адрес.';
const TOO_MANY_CATALOGUE_READS = 'Слишком много запросов к каталогу с вашего адреса.';
const TOO_MANY_DISCOVERIES = 'Слишком много регистраций и смен адреса с вашего адреса.';

/** A rule as written: its maximum fixed, or the setting that holds it. */
type RuleShape = Omit<Rule, 'max'> & { max: number | LimitSetting };

/**
 * Every abuse limit of the shop. The defaults are far above what a real buyer does; the README lists the
 * settings. Keys are per caller address (`…ByIp`), per e-mail, or per (address, e-mail) pair.
 */
const RULES = {
  /** Wrong passwords for one e-mail from one address: the stranger's guesses lock only the stranger out. */
  loginByPair: {
    max: 'LIMIT_LOGIN_FAILURES',
    windowSeconds: 15 * MINUTE,
    message: TOO_MANY_LOGINS,
  },
  loginByIp: {
    max: 'LIMIT_LOGIN_FAILURES_PER_IP',
    windowSeconds: 15 * MINUTE,
    message: TOO_MANY_LOGINS,
  },
  /** Guesses at one account from many addresses: a ceiling well above a person's mistakes. */
  loginByEmail: {
    max: 'LIMIT_EMAIL_LOGIN_FAILURES',
    windowSeconds: HOUR,
    message: TOO_MANY_LOGINS,
  },
  /** «Кто-то пытался войти в ваш аккаунт»: once a day at most. */
  loginAlert: { max: 1, windowSeconds: DAY, message: TOO_MANY_LOGINS },
  /** The current password asked again (password change, account deletion), per account. */
  passwordByUser: { max: 5, windowSeconds: 15 * MINUTE, message: TOO_MANY_LOGINS },
  /** Registrations and e-mail changes: both tell whether an address has an account. */
  discoveryByIp: {
    max: 'LIMIT_REGISTRATIONS_PER_IP',
    windowSeconds: HOUR,
    message: TOO_MANY_DISCOVERIES,
  },
  guestOrdersByIp: {
    max: 'LIMIT_GUEST_ORDERS_PER_IP',
    windowSeconds: HOUR,
    message: 'Слишком много заказов с вашего адреса. Позвоните нам, и мы примем заказ по телефону.',
  },
  buyerOrdersByIp: {
    max: 'LIMIT_BUYER_ORDERS_PER_IP',
    windowSeconds: HOUR,
    message: 'Слишком много заказов с вашего адреса. Позвоните нам, и мы примем заказ по телефону.',
  },
  callbacksByIp: {
    max: 'LIMIT_CALLBACKS_PER_IP',
    windowSeconds: 10 * MINUTE,
    message: 'Слишком много заявок с вашего адреса. Позвоните нам.',
  },
  recoveryByIp: {
    max: 'LIMIT_RECOVERY_PER_IP',
    windowSeconds: HOUR,
    message: 'Слишком много запросов на восстановление пароля с вашего адреса.',
  },
  /**
   * A fair share of the catalogue's database work per caller address: only answers computed from the
   * database count, never the answer cache's; far above a person's browsing, so two scripts cannot take the
   * database from everybody else.
   */
  catalogSearchesByIp: {
    max: 'CATALOG_SEARCHES_PER_MINUTE',
    windowSeconds: MINUTE,
    message: TOO_MANY_CATALOGUE_READS,
  },
  catalogReadsByIp: {
    max: 'CATALOG_READS_PER_MINUTE',
    windowSeconds: MINUTE,
    message: TOO_MANY_CATALOGUE_READS,
  },
  /**
   * Invitations to become a manager one administrator sends (a stolen administrator's session must not make
   * the shop a mail cannon); each also counts in `lettersByEmail` of its address.
   */
  invitationsByUser: {
    max: 'LIMIT_INVITATIONS_PER_ADMIN',
    windowSeconds: HOUR,
    message: 'Слишком много приглашений.',
  },
  /**
   * Letters a caller makes the shop write to one address: registration, recovery, e-mail change and a
   * manager's invitation are refused over it; an order is taken, only its letter to the buyer held back
   * (the order limits per caller keep floods of orders away).
   */
  lettersByEmail: {
    max: 'LIMIT_LETTERS_PER_EMAIL',
    windowSeconds: HOUR,
    message: TOO_MANY_LETTERS,
  },
} satisfies Record<string, RuleShape>;

export type LimitName = keyof typeof RULES;

/** The rules with the settings' maxima. */
export function limitRules(settings: Settings = readSettings()): Record<LimitName, Rule> {
  const rules = {} as Record<LimitName, Rule>;
  for (const [name, rule] of Object.entries(RULES) as [LimitName, RuleShape][]) {
    rules[name] = { ...rule, max: typeof rule.max === 'number' ? rule.max : settings[rule.max] };
  }
  return rules;
}

const waitText = (seconds: number): string => {
  const minutes = Math.max(1, Math.ceil(seconds / MINUTE));
  if (minutes < 120) return `${minutes} ${pluralRu(minutes, ['минуту', 'минуты', 'минут'])}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} ${pluralRu(hours, ['час', 'часа', 'часов'])}`;
};

/** 429 with Retry-After (seconds until the window ends) and a Russian message saying when to try again. */
export class TooManyRequests extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, `${message} Попробуйте снова через ${waitText(retryAfterSeconds)}.`, {
      'retry-after': String(retryAfterSeconds),
    });
  }
}

export interface Count {
  /** Events of the key in the current window, this one included. */
  hits: number;
  /** Seconds until the window ends. */
  retryAfterSeconds: number;
}

const SWEEP_EVERY_MS = 10 * 60_000;

/** Keys whose events are forgotten (`clear`) or one of them taken back (`forgive`). */
interface Release {
  clear?: readonly (readonly [LimitName, string])[];
  forgive?: readonly (readonly [LimitName, string])[];
}

/**
 * Counters in the database (`rate_limits`), so several API processes on one PostgreSQL count together; an
 * upsert counts an event atomically. Keys are stored only as SHA-256 digests (addresses and e-mails are
 * personal data).
 */
export class Limits {
  private nextSweep = 0;

  constructor(
    private readonly db: Db,
    readonly rules: Record<LimitName, Rule> = limitRules(),
  ) {}

  /** Counts one event of `key`; throws 429 when it is over the limit. */
  async take(name: LimitName, key: string): Promise<void> {
    if (this.rules[name].max === 0) return;
    const count = await this.hit(name, key);
    if (this.over(name, count)) this.refuse(name, count);
  }

  /** Counts one event of `key` and answers the window's count (for the caller to decide). */
  async hit(name: LimitName, key: string): Promise<Count> {
    const [count] = await this.hitEach([[name, key]]);
    return count as Count;
  }

  /**
   * Counts one event of each (limit, key) in one statement (a login's three: one round trip, not three);
   * answers their counts in the same order. The pairs must differ.
   */
  async hitEach(events: readonly (readonly [LimitName, string])[]): Promise<Count[]> {
    const counted = await this.count(events.map(([name, key]) => ({ name, key, n: 1 })));
    return events.map(([name, key]) => counted.get(`${name} ${digest(key)}`) ?? this.fresh(name));
  }

  /**
   * Counts many events at once, `counts` per key (a process's events since its last flush), in one
   * statement; answers each key's window count across every process, this batch included.
   */
  async hitMany(name: LimitName, counts: Map<string, number>): Promise<Map<string, Count>> {
    const counted = await this.count([...counts].map(([key, n]) => ({ name, key, n })));
    return new Map(
      [...counts.keys()].map((key) => [key, counted.get(`${name} ${digest(key)}`) ?? this.fresh(name)]),
    );
  }

  /** A key's count as if its window had just begun (a row the upsert did not answer). */
  private fresh(name: LimitName): Count {
    return { hits: 1, retryAfterSeconds: this.rules[name].windowSeconds };
  }

  /** Adds `n` events to each (limit, key) in one upsert; answers the counts by `limit digest`. */
  private async count(events: { name: LimitName; key: string; n: number }[]): Promise<Map<string, Count>> {
    if (events.length === 0) return new Map();
    await this.sweep();
    // The window begins with the key's first event and ends its limit's `windowSeconds` later, by the
    // database's clock, so every process agrees on it; an ended window starts afresh at the next event.
    const found = await rows<{ bucket: string; key: string; hits: number; retry_after: number }>(
      this.db,
      sql`
      INSERT INTO rate_limits AS r (bucket, key, window_start, expires_at, hits)
      SELECT t.bucket, t.key, now(), now() + make_interval(secs => t.secs), t.n
      FROM unnest(${sql.param(events.map((e) => e.name))}::text[], ${sql.param(events.map((e) => digest(e.key)))}::text[],
                  ${sql.param(events.map((e) => this.rules[e.name].windowSeconds))}::int[],
                  ${sql.param(events.map((e) => e.n))}::int[]) AS t(bucket, key, secs, n)
      ON CONFLICT (bucket, key) DO UPDATE SET
        hits = CASE WHEN r.expires_at <= now() THEN excluded.hits ELSE r.hits + excluded.hits END,
        window_start = CASE WHEN r.expires_at <= now() THEN now() ELSE r.window_start END,
        expires_at = CASE WHEN r.expires_at <= now() THEN excluded.expires_at ELSE r.expires_at END
      RETURNING r.bucket, r.key, r.hits, greatest(1, ceil(extract(epoch from r.expires_at - now())))::int AS retry_after`,
    );
    return new Map(
      found.map((row) => [
        `${row.bucket} ${row.key}`,
        { hits: Number(row.hits), retryAfterSeconds: Number(row.retry_after) },
      ]),
    );
  }

  over(name: LimitName, count: Count): boolean {
    return count.hits > this.rules[name].max;
  }

  refuse(name: LimitName, count: Count): never {
    throw new TooManyRequests(this.rules[name].message, count.retryAfterSeconds);
  }

  /** Takes one event back (a successful login does not count against its address). */
  async forgive(name: LimitName, key: string): Promise<void> {
    await this.release({ forgive: [[name, key]] });
  }

  /** Forgets the key's events (a successful login clears its pair's wrong guesses). */
  async clear(name: LimitName, key: string): Promise<void> {
    await this.release({ clear: [[name, key]] });
  }

  /**
   * Forgets the events of the `clear` keys and takes one event back from each `forgive` key, in one
   * statement (a successful login's three: one round trip).
   */
  async release({ clear = [], forgive = [] }: Release): Promise<void> {
    const pairs = (events: readonly (readonly [LimitName, string])[]) =>
      sql`(bucket, key) IN (${sql.join(
        events.map(([name, key]) => sql`(${name}, ${digest(key)})`),
        sql`, `,
      )})`;
    const writes: Record<string, SQL> = {};
    if (clear.length) writes.cleared = sql`DELETE FROM rate_limits WHERE ${pairs(clear)}`;
    if (forgive.length)
      writes.forgiven = sql`UPDATE rate_limits SET hits = hits - 1
        WHERE ${pairs(forgive)} AND expires_at > now() AND hits > 0`;
    if (Object.keys(writes).length) await this.db.execute(asOneStatement(writes));
  }

  /** Ended windows are deleted every ten minutes by whichever process counts first then. */
  private async sweep(): Promise<void> {
    if (Date.now() < this.nextSweep) return;
    this.nextSweep = Date.now() + SWEEP_EVERY_MS;
    await this.db.execute(sql`DELETE FROM rate_limits WHERE expires_at <= now()`);
  }
}

const digest = (key: string): string => createHash('sha256').update(key).digest('base64url');
