/** Money, plural and phone formatting (spec sections 5 and 9). */
import { CURRENCY } from './constants';

const rubFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });

/**
 * 12990 → «12 990 руб.» with plain spaces, exactly as the spec and the API's display prices write it
 * (Intl uses non-breaking ones; keep a price on one line with `white-space: nowrap` where it matters).
 */
export function formatRub(amount: number): string {
  return `${rubFormat.format(amount).replace(/\s/g, ' ')} ${CURRENCY}`;
}

/** The whole-rouble number inside a display price such as «12 990 руб.»; 0 when there is none. */
export function priceDigits(display: string | null | undefined): number {
  const digits = (display ?? '').replace(/\D/g, '');
  return digits ? Number(digits) : 0;
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
  return `${n} ${pluralRu(n, ITEM_FORMS)}`;
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

/** True when the masked phone holds all ten subscriber digits. */
export function isCompletePhone(masked: string): boolean {
  return masked.replace(/\D/g, '').length === SUBSCRIBER_DIGITS + 1;
}
