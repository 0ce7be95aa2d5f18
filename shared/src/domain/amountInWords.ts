/**
 * Sums in words for an invoice («Двенадцать тысяч триста восемьдесят рублей 00 копеек») and the VAT a price
 * includes. Amounts are whole kopecks, so no fraction is ever rounded twice.
 */
import { type PluralForms, pluralRu } from './format';
import { vatOf } from './money';

const UNITS_MASCULINE = ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const UNITS_FEMININE = ['', 'одна', 'две', ...UNITS_MASCULINE.slice(3)];
const TEENS = [
  'десять',
  'одиннадцать',
  'двенадцать',
  'тринадцать',
  'четырнадцать',
  'пятнадцать',
  'шестнадцать',
  'семнадцать',
  'восемнадцать',
  'девятнадцать',
];
const TENS = [
  '',
  '',
  'двадцать',
  'тридцать',
  'сорок',
  'пятьдесят',
  'шестьдесят',
  'семьдесят',
  'восемьдесят',
  'девяносто',
];
const HUNDREDS = [
  '',
  'сто',
  'двести',
  'триста',
  'четыреста',
  'пятьсот',
  'шестьсот',
  'семьсот',
  'восемьсот',
  'девятьсот',
];

/** Each group of three digits, from the lowest: its word forms and whether its units are feminine. */
const GROUPS: readonly { forms: PluralForms; feminine: boolean }[] = [
  { forms: ['', '', ''], feminine: false },
  { forms: ['тысяча', 'тысячи', 'тысяч'], feminine: true },
  { forms: ['миллион', 'миллиона', 'миллионов'], feminine: false },
  { forms: ['миллиард', 'миллиарда', 'миллиардов'], feminine: false },
];

/** 1..999 in words. */
function triple(value: number, feminine: boolean): string[] {
  const words = [HUNDREDS[Math.floor(value / 100)] ?? ''];
  const rest = value % 100;
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10] ?? '');
  else {
    words.push(TENS[Math.floor(rest / 10)] ?? '');
    words.push((feminine ? UNITS_FEMININE : UNITS_MASCULINE)[rest % 10] ?? '');
  }
  return words.filter(Boolean);
}

/** A whole number of roubles (below a trillion) in words, lower case: «двенадцать тысяч триста восемьдесят». */
export function numberInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0 || value >= 1e12) {
    throw new RangeError(`numberInWords: ${value} is not a whole number below a trillion`);
  }
  if (value === 0) return 'ноль';
  const words: string[] = [];
  for (let group = GROUPS.length - 1; group >= 0; group -= 1) {
    const part = Math.floor(value / 1000 ** group) % 1000;
    if (part === 0) continue;
    const { forms, feminine } = GROUPS[group] as (typeof GROUPS)[number];
    words.push(...triple(part, feminine));
    if (group > 0) words.push(pluralRu(part, forms));
  }
  return words.join(' ');
}

/** An amount in kopecks as an invoice writes it: «Одна тысяча рублей 05 копеек». */
export function amountInWords(kopecks: number): string {
  if (!Number.isSafeInteger(kopecks) || kopecks < 0) {
    throw new RangeError(`amountInWords: ${kopecks} is not a whole number of kopecks`);
  }
  const roubles = Math.floor(kopecks / 100);
  const rest = kopecks % 100;
  const words = `${numberInWords(roubles)} ${pluralRu(roubles, ['рубль', 'рубля', 'рублей'])}`;
  const cents = `${String(rest).padStart(2, '0')} ${pluralRu(rest, ['копейка', 'копейки', 'копеек'])}`;
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} ${cents}`;
}

/** The VAT a price in whole roubles includes (`vatOf`, the shop's one VAT rule), in kopecks. */
export const includedVatKopecks = (totalRub: number): number => Math.round(vatOf(totalRub) * 100);

/** Kopecks as an invoice's figures: «12 380,00». */
export function formatKopecks(kopecks: number): string {
  const roubles = Math.floor(kopecks / 100)
    .toLocaleString('ru-RU')
    .replace(/\s/g, ' ');
  return `${roubles},${String(kopecks % 100).padStart(2, '0')}`;
}
