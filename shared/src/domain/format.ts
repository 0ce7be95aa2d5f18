/**
 * Money, number, plural and phone formatting (spec sections 5 and 9): every number a buyer reads — prices,
 * weights, dimensions, counts, in pages and in letters — is written here, the Russian way.
 */
import { CURRENCY } from './constants';

/**
 * 12990 → «12 990 руб.»: groups of three with plain spaces, exactly as the spec writes prices (the API's
 * display prices and the browser's sums both come from here). Keep a price on one line with
 * `white-space: nowrap` where it matters.
 */
export function formatRub(amount: number): string {
  return `${groupDigits(amount)} ${CURRENCY}`;
}

/**
 * A number the Russian way: 158.1 → «158,1», 1234567.5 → «1 234 567,5» (decimal comma, thousands grouped
 * with plain spaces as the spec writes «20 000 руб.»), at most `maxFractionDigits` decimals, no trailing
 * zeros, rounded half away from zero on the number's shortest decimal form (2.005 → «2,01»), −0,001 reads 0:
 * what ICU's `ru-RU` format gives. Written out rather than asked of `Intl.NumberFormat`: creating the first
 * Russian number format loads ICU's locale data (a long task on a phone), inside the
 * hydration of every page that shows a price.
 */
export function formatNumber(n: number, maxFractionDigits = 2): string {
  if (!Number.isFinite(n)) return String(n);
  // Whole numbers (prices, millimetres, counts: most of a catalogue page's numbers) have nothing to round.
  const [whole, fraction] = Number.isSafeInteger(n)
    ? [String(Math.abs(n)), '']
    : roundDecimal(plainDecimal(Math.abs(n)), maxFractionDigits);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ' ');
  const text = fraction ? `${grouped},${fraction}` : grouped;
  return n < 0 && /[1-9]/.test(text) ? `-${text}` : text;
}

/** A non-negative number's shortest decimal form without an exponent: 1.5e-7 → «0.00000015». */
function plainDecimal(x: number): string {
  const shortest = String(x);
  const e = shortest.indexOf('e');
  if (e < 0) return shortest;
  const exponent = Number(shortest.slice(e + 1));
  const [int = '', frac = ''] = shortest.slice(0, e).split('.');
  const digits = int + frac;
  const point = int.length + exponent;
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  return point >= digits.length
    ? digits + '0'.repeat(point - digits.length)
    : `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** «2.005», 2 → ['2', '01']: the whole part and at most `places` decimals (half up, trailing zeros off). */
function roundDecimal(decimal: string, places: number): [string, string] {
  const [int = '', frac = ''] = decimal.split('.');
  if (frac.length <= places) return [int, frac.replace(/0+$/, '')];
  const up = frac.charCodeAt(places) >= 53; // '5'
  const scaled = (BigInt(int + frac.slice(0, places)) + BigInt(up ? 1 : 0))
    .toString()
    .padStart(places + 1, '0');
  const cut = scaled.length - places;
  return [scaled.slice(0, cut), scaled.slice(cut).replace(/0+$/, '')];
}

/** 1234567 → «1 234 567»: a whole number (rounded), for prices and counts. */
export function groupDigits(n: number): string {
  return formatNumber(Math.round(n), 0);
}

/** Height, width, depth in millimetres → «1 800×900×450 мм». */
export function formatDimensions(heightMm: number, widthMm: number, depthMm: number): string {
  return `${[heightMm, widthMm, depthMm].map((mm) => formatNumber(mm)).join('×')} мм`;
}

/** 158.1, 'кг' → «158,1 кг»: a measured value with its unit (weights, dimensions, characteristics). */
export function formatMeasure(n: number, unit: string): string {
  return `${formatNumber(n)} ${unit}`;
}

/**
 * Ends a sentence with a full stop unless it already ends with one — an abbreviation's own counts:
 * «…от 20 000 руб.», «…с 23 ноября 2026 г.» take no second one.
 */
export function sentence(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

export type PluralForms = readonly [one: string, few: string, many: string];

/** Russian plural form for n: 1 товар, 2 товара, 5 товаров, 11 товаров, 21 товар. */
export function pluralRu(n: number, [one, few, many]: PluralForms): string {
  const abs = Math.abs(Math.trunc(n));
  const lastTwo = abs % 100;
  const last = abs % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return many;
  if (last === 1) return one;
  if (last >= 2 && last <= 4) return few;
  return many;
}

const ITEM_FORMS: PluralForms = ['товар', 'товара', 'товаров'];

/** «N товаров» with the right form, as on subcategory tiles. */
export function formatItemsCount(n: number): string {
  return `${groupDigits(n)} ${pluralRu(n, ITEM_FORMS)}`;
}

const SUBSCRIBER_DIGITS = 10;

/**
 * Applies the mask «+7 999 999 99 99» to whatever was typed: digits only, a leading 7 or 8 taken as the
 * country/trunk prefix, at most ten subscriber digits; a partial number is formatted as far as it goes.
 */
export function formatPhoneMask(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.startsWith('7') || digits.startsWith('8')) digits = digits.slice(1);
  digits = digits.slice(0, SUBSCRIBER_DIGITS);
  if (!digits) return '';
  const groups = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 8), digits.slice(8, 10)];
  return `+7 ${groups.filter(Boolean).join(' ')}`;
}

/**
 * The ten subscriber digits of a Russian number written in any common notation (ten digits, or eleven
 * after 7 or 8, with spaces, brackets, hyphens or a plus); null when it is not one.
 */
export function phoneSubscriberDigits(value: string): string | null {
  if (!/^[\d\s()+-]+$/.test(value)) return null;
  const digits = value.replace(/\D/g, '');
  if (digits.length === SUBSCRIBER_DIGITS) return digits;
  return digits.length === SUBSCRIBER_DIGITS + 1 && /^[78]/.test(digits) ? digits.slice(1) : null;
}

/** True when the masked phone holds all ten subscriber digits. */
export function isCompletePhone(masked: string): boolean {
  return masked.replace(/\D/g, '').length === SUBSCRIBER_DIGITS + 1;
}
