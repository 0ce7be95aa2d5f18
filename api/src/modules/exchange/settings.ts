import type { Settings } from '../../settings';

/**
 * The exchange's settings of the server (README, «Обмен с 1С»); without a login and a password it is off. The
 * price types are the owner's («Настройки» → «Обмен с 1С», `app.shop`).
 */
export interface ExchangeSettings {
  login: string;
  password: string;
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

export function exchangeSettings(settings: Settings): ExchangeSettings | null {
  const login = settings.EXCHANGE_LOGIN ?? '';
  const password = settings.EXCHANGE_PASSWORD ?? '';
  if (!login || !password) return null;
  return {
    login,
    password,
    partBytes: settings.EXCHANGE_FILE_LIMIT,
    totalBytes: settings.EXCHANGE_MAX_BYTES,
    diskBytes: settings.EXCHANGE_DISK_BYTES,
    minFreeBytes: settings.EXCHANGE_MIN_FREE_BYTES,
    keepMs: 3600_000 * settings.EXCHANGE_KEEP_HOURS,
    maxOffSaleShare: settings.IMPORT_OFF_SALE_MAX_SHARE,
    stepTimeoutMs: 1000 * settings.EXCHANGE_STEP_TIMEOUT,
  };
}
