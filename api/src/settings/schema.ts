import v8 from 'node:v8';
import { z } from 'zod';
import {
  addresses,
  bit,
  choice,
  decimal,
  emails,
  hosts,
  int,
  onOff,
  origin,
  secret,
  text,
  trustProxy,
} from './kinds';
import { backupEvery } from '../backup/schedule';

/**
 * Every environment variable the shop reads, API and site server alike: its type, default, bounds and what
 * it does. Nothing else in the API reads `process.env` (api/test/settings.test.ts checks it); the README's
 * list is made from this file (settings/readme.ts). The runtime config's reader (plain JavaScript, shared
 * with webpack) still reads REMOTES_CONFIG and ADMIN_HOSTS itself: their entries here describe it.
 */

const PORTS = [0, 65_535] as const;
const GIB = 1024 * 1024 * 1024;
// Far above a person's use: a limit guards against scripts, never against a buyer.
const LIMIT = [1, 1_000_000] as const;
const heapLimitMb = Math.round((v8.getHeapStatistics().heap_size_limit * 0.9) / 2 ** 20);

const server = {
  PORT: int('port of the whole shop (site and API) under `npm start`', 3000, PORTS),
  API_PORT: int('port of the API alone (`npm run dev -w api`); 0: any free port', 3010, PORTS),
  HOST: text('address to listen on', '0.0.0.0'),
  LOG_LEVEL: choice(
    'server log level',
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
    undefined,
    '`warn` under `npm start`, `info` for the API alone',
  ),
  TRUST_PROXY: trustProxy("`true` or the proxies' addresses: then X-Forwarded-For names the caller"),
  METRICS_ALLOW: addresses(
    'addresses and networks (`10.0.0.0/8`) that may read `/api/metrics`',
    '127.0.0.1,::1',
  ),
  METRICS_TOKEN: text('`Authorization: Bearer <token>` opens `/api/metrics` from any address', undefined),
  OVERLOAD_EVENT_LOOP_DELAY_MS: int(
    'event-loop delay above which requests get 503 (0: off)',
    2_000,
    [0, 600_000],
  ),
  OVERLOAD_HEAP_MB: int(
    'heap in use above which requests get 503 (0: off)',
    heapLimitMb,
    [0, 1_000_000],
    '90 % of the heap limit',
  ),
  SHUTDOWN_TIMEOUT_MS: int(
    'longest wait on SIGTERM for requests in flight and the letter in hand',
    10_000,
    [100, 600_000],
  ),
};

const database = {
  DATA_DIR: text('folder of the embedded PostgreSQL (PGlite), its uploads and feeds', '.data'),
  DATABASE_URL: text('a PostgreSQL server instead of PGlite (wins over `DATA_DIR`)', undefined),
  DATABASE_POOL_SIZE: int('connections to PostgreSQL per process', 10, [1, 1_000]),
  PGLITE_THREAD: onOff('`off`: PGlite on the request thread, one process, no supervisor'),
  PGLITE_SOCKET: text(
    'set by the supervisor for its site processes: the socket folder of its PGlite',
    undefined,
  ),
  SEED_ITEMS: int('demo catalogue generated into an empty database (0: none)', 15_000, [0, 10_000_000]),
};

const site = {
  SITE_PROCESSES: int('site processes behind `PORT` under `npm start`', undefined, [1, 256], 'one per core'),
  PAGE_CACHE_MB: int("memory of each site process's cache of rendered pages (0: off)", 32, [0, 65_536]),
  REMOTES_CONFIG: text(
    'another runtime config file (where the remotes are)',
    undefined,
    'the file shipped with the server',
  ),
  ADMIN_HOSTS: hosts(
    'host names where `/admin` exists besides localhost; empty: localhost only',
    "the runtime config file's list",
  ),
  SITE_URL: origin(
    "the shop's public origin: links in letters, robots.txt, sitemap, YML feed",
    'the address each request asked',
  ),
  SHOP_PROCESS_NAME: text("set by the supervisor: the site process's name in the metrics", undefined),
  SHOP_SENDS_LETTERS: bit('set by the supervisor: `1` for the one site process that sends letters'),
};

const catalogue = {
  ANSWER_CACHE: onOff('`off`: no in-memory cache of catalogue answers (the benchmark measures both)'),
  ANSWER_CACHE_MB: decimal('memory of the catalogue answer cache (gzipped bytes)', 64, [0.1, 65_536]),
  SEARCH_CONCURRENCY: int(
    'searches finding their matches at once',
    undefined,
    [1, 1_000],
    '1 on PGlite, 4 on PostgreSQL',
  ),
  SEARCH_QUEUE: int('searches waiting for a place; past it 503', 32, [0, 100_000]),
  SEARCH_WAIT_MS: int("a waiting search's longest wait", 1_500, [0, 60_000]),
  SEARCH_BUDGET_MS: int('past it a search answers with what it has found', 250, [1, 60_000]),
  CATALOG_SEARCHES_PER_MINUTE: int('searches from the database per caller address (0: off)', 300, [
    0,
    LIMIT[1],
  ]),
  CATALOG_READS_PER_MINUTE: int('other reads from the database per caller address (0: off)', 1_200, [
    0,
    LIMIT[1],
  ]),
  IMPORT_OFF_SALE_MAX_SHARE: decimal(
    'share of on-sale products a full import takes off sale unconfirmed',
    0.5,
    [0, 1],
  ),
  PICTURES_DIR: text('files of uploaded product pictures', undefined, '`DATA_DIR/pictures`'),
  // The sitemap protocol's maximum.
  SITEMAP_URLS: int('addresses per sitemap part', 50_000, [1, 50_000]),
  FEED_WAIT_MS: int('wait for a rebuilt YML feed before answering the previous one', 5_000, [0, 600_000]),
};

const accounts = {
  ADMIN_EMAIL: text(
    'the first administrator, created or promoted at start (with `ADMIN_PASSWORD`)',
    undefined,
  ),
  ADMIN_PASSWORD: secret("the first administrator's password"),
  // A day at most: a stolen access token cannot be revoked before it expires.
  ACCESS_TOKEN_TTL_SECONDS: int('lifetime of an access token', 15 * 60, [1, 24 * 60 * 60]),
  JWT_SECRET: secret('key signing access tokens; unset: a random one kept in the database', 32),
  PASSWORD_HASH_COST: choice(
    '`test`: cheap password hashes, for the API tests only',
    ['owasp', 'test'],
    'owasp',
  ),
};

/** Abuse limits: events per caller in a window (auth/limits.ts names each rule's window). */
const limits = {
  LIMIT_GUEST_ORDERS_PER_IP: int('guest orders per caller address, an hour', 10, LIMIT),
  LIMIT_BUYER_ORDERS_PER_IP: int('orders of logged-in buyers per caller address, an hour', 30, LIMIT),
  LIMIT_LETTERS_PER_EMAIL: int('letters callers make the shop write to one address, an hour', 5, LIMIT),
  LIMIT_INVITATIONS_PER_ADMIN: int("managers' invitations one administrator sends, an hour", 20, LIMIT),
  LIMIT_CALLBACKS_PER_IP: int('call-back requests per caller address, 10 minutes', 5, LIMIT),
  LIMIT_REGISTRATIONS_PER_IP: int('registrations and e-mail changes per caller address, an hour', 20, LIMIT),
  LIMIT_RECOVERY_PER_IP: int('password recoveries per caller address, an hour', 10, LIMIT),
  LIMIT_LOGIN_FAILURES: int('wrong passwords per caller address and e-mail, 15 minutes', 5, LIMIT),
  LIMIT_LOGIN_FAILURES_PER_IP: int('wrong passwords per caller address, 15 minutes', 20, LIMIT),
  LIMIT_EMAIL_LOGIN_FAILURES: int('wrong passwords for one e-mail from all addresses, an hour', 50, LIMIT),
};

const mail = {
  SMTP_URL: text(
    'SMTP server (`smtps://user:pass@host:465`); unset: `.eml` files in `DATA_DIR/outbox`',
    undefined,
  ),
  // The demo shop's address (its «Магазин» seed): a real shop sets both to its own.
  MAIL_FROM: text('sender of the letters', '"МеталлСейф" <info@seyf-shop.ru>'),
  MANAGER_EMAILS: emails('managers who receive orders and call-back requests', ['info@seyf-shop.ru']),
  MAIL_POLL_MS: int('how often the letter worker looks for due letters', 5_000, [50, 3_600_000]),
  MAIL_RETRY_MS: int('first retry of a letter not sent; doubles up to an hour', 30_000, [10, 3_600_000]),
  MAIL_MAX_ATTEMPTS: int('attempts before a letter is marked failed', 8, [1, 100]),
};

const exchange = {
  EXCHANGE_LOGIN: text(
    'login of the exchange with 1С (HTTP Basic); without it or the password: off',
    undefined,
  ),
  EXCHANGE_PASSWORD: secret('its password'),
  EXCHANGE_FILE_LIMIT: int('bytes of one `mode=file` request', 20 * 1024 * 1024, [1024, GIB]),
  EXCHANGE_MAX_BYTES: int("bytes of one exchange's files, archives as they unpack", GIB, [1024, 64 * GIB]),
  EXCHANGE_DISK_BYTES: int("bytes of every exchange's files together", 4 * GIB, [1024, 1024 * GIB]),
  EXCHANGE_MIN_FREE_BYTES: int('bytes a part or an archive must leave free on the disk', GIB, [
    0,
    1024 * 1024 * GIB,
  ]),
  EXCHANGE_KEEP_HOURS: int("hours a finished or expired exchange's folder is kept", 72, [1, 24 * 365]),
  EXCHANGE_DIR: text('files 1С sent, a folder per exchange', undefined, '`DATA_DIR/exchange-1c`'),
  EXCHANGE_STEP_TIMEOUT: int(
    "seconds without a heartbeat before another machine's step is taken again",
    120,
    [5, 24 * 3600],
  ),
};

const backups = {
  BACKUP_DIR: text(
    'folder of the copies the running shop makes on schedule (and lists for download in mf-admin); unset: none',
    undefined,
  ),
  BACKUP_EVERY: backupEvery(
    "when a copy is made: every day at a time of the shop's clock (Moscow), or every so long from the start",
    'daily 03:00',
  ),
  BACKUP_KEEP: int('scheduled copies kept; older ones are removed once a new one is whole', 7, [1, 1_000]),
};

/** The groups in the README's order, by their headings there. */
export const SETTING_GROUPS = {
  Server: server,
  Database: database,
  Site: site,
  Catalogue: catalogue,
  Accounts: accounts,
  'Abuse limits': limits,
  Letters: mail,
  'Exchange with 1С': exchange,
  Backups: backups,
};

export const settingsSchema = z.object({
  ...server,
  ...database,
  ...site,
  ...catalogue,
  ...accounts,
  ...limits,
  ...mail,
  ...exchange,
  ...backups,
});

export type Settings = z.infer<typeof settingsSchema>;
export type SettingName = keyof Settings;

/**
 * The settings of `env`, read at start; a bad value stops the start with a message naming the variable
 * (every bad one, a line each).
 */
export function readSettings(env: Record<string, string | undefined> = process.env): Settings {
  const parsed = settingsSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  throw new Error(
    parsed.error.issues
      .map((issue) => `Некорректное значение ${issue.path.join('.')}: ${issue.message}`)
      .join('\n'),
  );
}

/** Every setting at its default: where code needs a default outside a started app (the seed's CLI, a search run alone). */
export const SETTING_DEFAULTS: Settings = readSettings({});
