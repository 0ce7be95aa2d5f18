/**
 * Listing filters in a query string, the same on the shop's page URL and on the API call:
 * `?price_from=1000&price_to=30000&available=1&f.Тип замка=Ключевой&f.Тип замка=Электронный кодовый`
 * (several values of one characteristic: any of them) and `f.Вместимость=3-8` for a numeric range.
 */

/** The prefix of a characteristic's parameter: `f.Тип замка`. */
export const FILTER_PREFIX = 'f.';
/** At most this many values of one characteristic in one request. */
export const MAX_FILTER_VALUES = 50;

export interface ListingFilters {
  priceFrom?: number;
  priceTo?: number;
  available?: boolean;
  /** Characteristic → chosen values; a numeric characteristic has one `from-to` value (rangeValue). */
  props: Record<string, string[]>;
}

export const NO_FILTERS: ListingFilters = { props: {} };

export interface NumberRange {
  from?: number;
  to?: number;
}

const RANGE = /^(\d+(?:[.,]\d+)?)?-(\d+(?:[.,]\d+)?)?$/;

/** `{ from: 3, to: 8 }` → «3-8»; `{ to: 8 }` → «-8». */
export function rangeValue({ from, to }: NumberRange): string {
  return `${from ?? ''}-${to ?? ''}`;
}

/** «3-8» → `{ from: 3, to: 8 }`; anything else (no end given, not numbers) → null. */
export function parseRange(value: string): NumberRange | null {
  const match = RANGE.exec(value);
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const number = (text: string | undefined) =>
    text === undefined ? undefined : Number(text.replace(',', '.'));
  return { from: number(match[1]), to: number(match[2]) };
}

const wholeNumber = (text: string | null): number | undefined =>
  text !== null && /^\d{1,10}$/.test(text) ? Number(text) : undefined;

/** The filters of a query string; malformed prices are left out (the API would refuse them). */
export function readFilters(params: URLSearchParams): ListingFilters {
  const props: Record<string, string[]> = {};
  for (const [name, value] of params) {
    if (!name.startsWith(FILTER_PREFIX) || name.length === FILTER_PREFIX.length || value === '') continue;
    const key = name.slice(FILTER_PREFIX.length);
    const values = (props[key] ??= []);
    if (!values.includes(value)) values.push(value);
  }
  const filters: ListingFilters = { props };
  const priceFrom = wholeNumber(params.get('price_from'));
  const priceTo = wholeNumber(params.get('price_to'));
  if (priceFrom !== undefined) filters.priceFrom = priceFrom;
  if (priceTo !== undefined) filters.priceTo = priceTo;
  if (params.get('available') === '1') filters.available = true;
  return filters;
}

/**
 * Writes `filters` into `params` (replacing any filters there) in one order whatever the order chosen, so
 * the same filters make the same URL (one cache entry, one history state).
 */
export function writeFilters(filters: ListingFilters, params = new URLSearchParams()): URLSearchParams {
  for (const name of [...params.keys()]) {
    if (name.startsWith(FILTER_PREFIX) || ['price_from', 'price_to', 'available'].includes(name)) {
      params.delete(name);
    }
  }
  if (filters.priceFrom !== undefined) params.set('price_from', String(filters.priceFrom));
  if (filters.priceTo !== undefined) params.set('price_to', String(filters.priceTo));
  if (filters.available) params.set('available', '1');
  for (const key of Object.keys(filters.props).sort()) {
    for (const value of [...(filters.props[key] ?? [])].sort()) params.append(FILTER_PREFIX + key, value);
  }
  return params;
}

/** True when no filter is chosen. */
export function hasFilters(filters: ListingFilters): boolean {
  return (
    filters.priceFrom !== undefined ||
    filters.priceTo !== undefined ||
    Boolean(filters.available) ||
    Object.values(filters.props).some((values) => values.length > 0)
  );
}
