import { WindowLimiter, tooManyRequests } from '../../auth/limits';
import { intSetting } from '../../ops/settings';

/**
 * A fair share of the catalogue's database work per caller address (`request.ip`, which honours
 * TRUST_PROXY): only answers computed from the database count, never those from the answer cache. The
 * allowance is far above a person's browsing (a search per keystroke pause, a page a second), so two
 * scripts cannot take PGlite's one connection from everybody else. Counted per process, as the account
 * limits are (auth/limits.ts).
 */
export interface CatalogueShares {
  /** Takes one search from the caller's share; 429 when it is spent. */
  search(address: string): void;
  /** Takes one other catalogue read (listing, filters, items) from the caller's share; 429 when spent. */
  read(address: string): void;
}

const WINDOW_MS = 60_000;
const TOO_MANY = 'Слишком много запросов к каталогу с вашего адреса. Повторите через минуту.';

function share(max: number): (address: string) => void {
  // 0 turns the share off (the benchmark measures the database path at full speed).
  if (max === 0) return () => undefined;
  const limiter = new WindowLimiter(max, WINDOW_MS);
  return (address) => {
    if (!limiter.hit(address)) throw tooManyRequests(TOO_MANY);
  };
}

export function catalogueShares(env: Record<string, string | undefined>): CatalogueShares {
  return {
    search: share(intSetting(env, 'CATALOG_SEARCHES_PER_MINUTE', 300, 0, 1_000_000)),
    read: share(intSetting(env, 'CATALOG_READS_PER_MINUTE', 1_200, 0, 1_000_000)),
  };
}
