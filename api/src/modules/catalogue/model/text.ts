import { NUMERIC_VALUE } from '../schema/catalog';
import { BRAND_SPELLINGS } from './thesaurus';

/**
 * Text folding shared by the seeder (what is indexed) and search (what is asked), so both sides always
 * agree: lower case, ё → е, and Latin letters that look like Cyrillic ones → Cyrillic, so «VB-675» typed
 * with Cyrillic «В» or «ВК-45» typed with Latin «BK» are the same word.
 */
const LOOK_ALIKES: Record<string, string> = {
  a: 'а',
  b: 'в',
  c: 'с',
  e: 'е',
  h: 'н',
  k: 'к',
  m: 'м',
  o: 'о',
  p: 'р',
  t: 'т',
  x: 'х',
  y: 'у',
  ё: 'е',
};

export function fold(text: string): string {
  return text.toLowerCase().replace(/[abcehkmoptxyё]/g, (ch) => LOOK_ALIKES[ch] ?? ch);
}

/** Words of a folded text: letters and digits only, so no query character ever reaches SQL syntax. */
export function words(folded: string): string[] {
  return folded.split(/[^0-9a-zа-я]+/).filter(Boolean);
}

/** What a product is indexed by (see the products schema): three folded texts of falling weight. */
export interface SearchDocument {
  /** Name, model codes joined and split («кр-1250» → «кр 1250 кр1250»), item code, the brand's other spelling. */
  text: string;
  /** Every section of the item's path. */
  sections: string;
  /** Characteristics: «тип замка ключевой», «огнестойкость 60 минут», «класс взломостойкости ii 2». */
  props: string;
}

export interface IndexedProduct {
  name: string;
  itemCode: string;
  sections: string[];
  props: ReadonlyArray<readonly [key: string, value: string]>;
}

const ROMAN: Record<string, string> = { I: '1', II: '2', III: '3', IV: '4', V: '5' };

/** Roman numerals of grades as fold() leaves them (a Latin «x» becomes a Cyrillic «х»). */
const FOLDED_ROMAN = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'х'];
/** The highest class a grade may state: a larger number next to «класс» is not a class. */
const MAX_GRADE = 20;

/** The class a folded word states: digits or a Roman numeral («3», «iii» → 3); null otherwise. */
export function gradeOf(word: string): number | null {
  const roman = FOLDED_ROMAN.indexOf(word);
  if (roman >= 0) return roman + 1;
  const n = /^\d{1,2}$/.test(word) ? Number(word) : 0;
  return n >= 1 && n <= MAX_GRADE ? n : null;
}

/**
 * A grade token: «qy» and the class («qy3»), a word of the document of every item whose graded characteristic
 * (a key starting with «Класс»: «Класс взломостойкости III») has that class, so «сейф 3 класса» asks the
 * word index for class III alone, not for every item with a «3» anywhere (a warranty of 3 years, a class
 * III beside II). Like the number tokens, no text of a product folds to it.
 */
export const gradeToken = (grade: number): string => `qy${grade}`;

function gradeTokens([key, value]: readonly [string, string]): string[] {
  if (!fold(key).startsWith('класс')) return [];
  // The class is the value's first word: «III», «3», «III класс» from an import.
  const grade = gradeOf(words(fold(value))[0] ?? '');
  return grade === null ? [] : [gradeToken(grade)];
}

/** The other spellings of the brands a name contains («Сейф Valberg …» → «вальберг»). */
function brandSpellings(name: string): string[] {
  const lower = name.toLowerCase();
  return BRAND_SPELLINGS.flatMap(([latin, cyrillic]) =>
    lower.includes(latin.toLowerCase()) ? [cyrillic] : lower.includes(cyrillic.toLowerCase()) ? [latin] : [],
  );
}

/**
 * A characteristic as a shopper names it: the key with the value, as the key often carries the meaning
 * («Количество секций: 4», «Трейзер: Есть»); a «Нет» says the item lacks it, so it is left out; a Roman class
 * also gets its digit («II» → «2»), as shoppers type «2 класс».
 */
function propText([key, value]: readonly [string, string]): string {
  if (value === 'Нет') return '';
  if (value === 'Есть') return key;
  return [key, value, ROMAN[value]].filter(Boolean).join(' ');
}

/**
 * The characteristics a query's number is compared with (search/query.ts). Each value of one is also
 * a word of the document (numberTokens()), so that the word index finds «83 литров сушильный» in one read:
 * the items with the words and a value near 83 l, whose exact nearness is then checked on the few found.
 */
export const NUMBER_KEYS = [
  'Вместимость',
  'Огнестойкость',
  'Количество секций',
  'Количество полок',
  'Количество ящиков',
  'Количество штанг',
  'Нагрузка на полку',
  'Нагрузка на столешницу',
  'Нагрузка на штангу',
  'Нагрузка на ящик',
  'Объём',
] as const;
export type NumberKey = (typeof NUMBER_KEYS)[number];

/**
 * A value's bucket: a quarter of a doubling (1, 1.19, 1.41, 1.68, 2 …), so a nearness of ±35 % is five or six
 * buckets and a bucket holds values within 19 % of each other; values under 1 share bucket 0.
 */
const BUCKETS_PER_DOUBLING = 4;
const bucket = (value: number): number =>
  value < 1 ? 0 : 1 + Math.floor(BUCKETS_PER_DOUBLING * Math.log2(value));

/**
 * A number token: «qz», the key's letter, the bucket («qzk26»: Объём 83 l). PostgreSQL's parser reads it as
 * one word of letters and digits, which the `russian` configuration keeps as it is (no stemming), and no
 * text of a product folds to it (fold() turns a Latin «k» into a Cyrillic one).
 */
const token = (key: NumberKey, at: number): string =>
  `qz${String.fromCharCode(97 + NUMBER_KEYS.indexOf(key))}${at}`;

/** The tokens of the values from `lo` to `hi` of any of `keys`. */
export function numberTokens(keys: readonly NumberKey[], lo: number, hi: number): string[] {
  return bucketTokens(keys, bucket(Math.max(lo, 0)), bucket(Math.max(hi, 0)));
}

/**
 * The tokens of the buckets wholly within `lo`–`hi`, of any of `keys`: every value such a token stands for is
 * in the range (the buckets of `lo` and `hi` themselves may hold values outside it).
 */
export function innerNumberTokens(keys: readonly NumberKey[], lo: number, hi: number): string[] {
  return bucketTokens(keys, bucket(Math.max(lo, 0)) + 1, bucket(Math.max(hi, 0)) - 1);
}

const bucketTokens = (keys: readonly NumberKey[], first: number, last: number): string[] =>
  keys.flatMap((key) =>
    Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => token(key, first + i)),
  );

/** The number a characteristic's value states, as the database computes `product_props.num`. */
const NUMERIC = new RegExp(NUMERIC_VALUE);
const isNumberKey = (key: string): key is NumberKey => (NUMBER_KEYS as readonly string[]).includes(key);

function propTokens([key, value]: readonly [string, string]): string[] {
  if (!isNumberKey(key) || !NUMERIC.test(value)) return [];
  const n = Number.parseFloat(value.replace(',', '.'));
  return numberTokens([key], n, n);
}

/**
 * The folded texts a product is indexed by. Hyphens become spaces: PostgreSQL's parser would read «кр-1250»
 * as «кр» and the number «-1250».
 */
export function searchDocument(product: IndexedProduct): SearchDocument {
  const { name, itemCode, sections, props } = product;
  const joined = name.match(/\p{L}+-\d+\p{L}*/gu)?.map((code) => code.replace('-', '')) ?? [];
  const folded = (parts: string[]): string => fold(parts.join(' ')).replace(/-/g, ' ');
  return {
    text: folded([name, ...joined, itemCode, ...brandSpellings(name)]),
    sections: folded(sections),
    props: [
      folded(props.map(propText).filter(Boolean)),
      ...props.flatMap(propTokens),
      ...props.flatMap(gradeTokens),
    ]
      .filter(Boolean)
      .join(' '),
  };
}

/**
 * The words of a product for the typo lexicon, as written (lower case): names, sections, brands and
 * characteristics (keys and values). Only real words: codes and sizes are matched by prefix, never "corrected".
 */
export function lexiconWords(product: IndexedProduct): string[] {
  const texts = [product.name, ...brandSpellings(product.name), ...product.sections];
  for (const [key, value] of product.props) texts.push(key, value);
  return texts
    .join(' ')
    .toLowerCase()
    .split(/[^0-9a-zа-яё]+/)
    .filter((word) => word.length >= 3 && !/\d/.test(word));
}

const EN = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const RU = 'йцукенгшщзхъфывапролджэячсмитьбюё';
const EN_TO_RU = new Map([...EN].map((ch, i) => [ch, RU[i] as string]));
const RU_TO_EN = new Map([...RU].map((ch, i) => [ch, EN[i] as string]));

/**
 * The query as it would read typed in the other keyboard layout («ctqa» → «сейф», «тщкв» → «nord»), or
 * null when it has no letters of either layout to switch.
 */
export function switchLayout(query: string): string | null {
  const lower = query.toLowerCase();
  const latin = [...lower].filter((ch) => EN_TO_RU.has(ch) && /[a-z]/.test(ch)).length;
  const cyrillic = [...lower].filter((ch) => RU_TO_EN.has(ch)).length;
  if (latin === 0 && cyrillic === 0) return null;
  const map = latin >= cyrillic ? EN_TO_RU : RU_TO_EN;
  return [...lower].map((ch) => map.get(ch) ?? ch).join('');
}
