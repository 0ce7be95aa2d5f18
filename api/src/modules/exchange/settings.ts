import { intSetting, maxOffSaleShareSetting } from '../../ops/settings';

type Env = Record<string, string | undefined>;
const GIB = 1024 * 1024 * 1024;

/** `EXCHANGE_STEP_TIMEOUT`'s default, in milliseconds. */
export const DEFAULT_STEP_TIMEOUT_MS = 120_000;

/** The exchange's settings (README, «Обмен с 1С»); without a login and a password it is off. */
export interface ExchangeSettings {
  login: string;
  password: string;
  /** The price type (`ТипЦены/Наименование`) that is the shop's price. */
  priceType: string;
  /** The price type that is the crossed-out old price; empty: none. */
  oldPriceType: string;
  /** Bytes of one `mode=file` request (`file_limit` of `mode=init`). */
  partBytes: number;
  /** Bytes of every file of one exchange together, unpacked archives included. */
  totalBytes: number;
  /** Bytes of the files of every exchange kept together (the exchanges' folder). */
  diskBytes: number;
  /** Bytes left free on the disk: a part or an archive that would leave less is refused. */
  minFreeBytes: number;
  /** How long the folder of an expired or finished exchange is kept (for the owner to confirm a sweep). */
  keepMs: number;
  /** The share of the products on sale a full exchange may take off sale before the owner confirms it. */
  maxOffSaleShare: number;
  /** A step «running» without its owner's heartbeat this long (an owner on another machine) is taken again. */
  stepTimeoutMs: number;
}

export function exchangeSettings(env: Env): ExchangeSettings | null {
  const login = env.EXCHANGE_LOGIN?.trim() ?? '';
  const password = env.EXCHANGE_PASSWORD ?? '';
  if (!login || !password) return null;
  return {
    login,
    password,
    priceType: env.EXCHANGE_PRICE_TYPE?.trim() || 'Розничная',
    oldPriceType: env.EXCHANGE_OLD_PRICE_TYPE?.trim() ?? '',
    partBytes: intSetting(env, 'EXCHANGE_FILE_LIMIT', 20 * 1024 * 1024, 1024, GIB),
    totalBytes: intSetting(env, 'EXCHANGE_MAX_BYTES', GIB, 1024, 64 * GIB),
    diskBytes: intSetting(env, 'EXCHANGE_DISK_BYTES', 4 * GIB, 1024, 1024 * GIB),
    minFreeBytes: intSetting(env, 'EXCHANGE_MIN_FREE_BYTES', GIB, 0, 1024 * 1024 * GIB),
    keepMs: 3600_000 * intSetting(env, 'EXCHANGE_KEEP_HOURS', 72, 1, 24 * 365),
    maxOffSaleShare: maxOffSaleShareSetting(env),
    stepTimeoutMs:
      1000 * intSetting(env, 'EXCHANGE_STEP_TIMEOUT', DEFAULT_STEP_TIMEOUT_MS / 1000, 5, 24 * 3600),
  };
}
