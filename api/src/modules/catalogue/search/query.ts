import { type SQL, sql } from 'drizzle-orm';
import { SECTION_NAMES } from './buyer-words';
import { fold, gradeOf, type NumberKey, words } from '../model/text';

/**
 * What a shopper's query says beyond its words: numbers with meaning («на 5 ружей», «120 минут»,
 * «высота 1800») and price limits («до 15000», «дешевле 15 000 руб»). Works on folded text (text.ts), so
 * the seeder's and the query's spelling agree.
 */

/** A number compared with a characteristic (product_props.num) or a dimension column of products. */
export interface NumberTerm {
  /** `keys`: the characteristics compared (exact keys); `column`: a dimension of products. */
  target: { keys: readonly NumberKey[] } | { column: 'height_mm' | 'width_mm' | 'depth_mm' };
  value: number;
  /** Word stems that every item with this characteristic has in its document («вместимост»). */
  hint: string | null;
}

export interface ParsedQuery {
  /** Words left to match as text, stop words and the words of numbers, prices and sections taken out. */
  words: string[];
  numbers: NumberTerm[];
  /** Classes asked for with their word («3 класса», «класс III»): a graded characteristic of that class only. */
  grades: number[];
  /** Sections named by a buyer's phrase (buyer-words.ts SECTION_NAMES), by their catalogue names. */
  sections: string[];
  maxPrice: number | null;
  minPrice: number | null;
}

/** Words that say nothing about the goods: prepositions, shopping talk and bare units. */
export const STOP_WORDS = new Set(
  [
    ...['для', 'с', 'со', 'на', 'в', 'во', 'и', 'или', 'по', 'из', 'к', 'у', 'за', 'о', 'об', 'под', 'при'],
    ...['до', 'от', 'без', 'купить', 'цена', 'цене', 'недорого', 'стоимость', 'шт'],
    ...['руб', 'рублей', 'рубля', 'р', 'мм', 'см', 'м'],
  ].map(fold),
);

/**
 * Words of praise or of the material every item of a section shares («металлический», «надёжный»): they are
 * left out unless the query has nothing else, so they never sink it.
 */
const FILLERS = ['металлическ', 'железн', 'стальн', 'надежн', 'качествен', 'прочн'];

interface Unit {
  /** Folded stems of the unit or characteristic word («ружей», «ружья», «ружье» → «руж»). */
  stems: string[];
  target: NumberTerm['target'];
  hint: string | null;
  /** Multiplier to the stored unit («2 часа» → 120 минут, «180 см» → 1800 мм). */
  scale?: number;
}

const UNITS: Unit[] = (
  [
    {
      stems: ['руж', 'ствол', 'единиц', 'ед', 'оружи'],
      target: { keys: ['Вместимость'] },
      hint: 'вместимост',
    },
    { stems: ['минут', 'мин'], target: { keys: ['Огнестойкость'] }, hint: 'огнестойкост' },
    { stems: ['час'], target: { keys: ['Огнестойкость'] }, hint: 'огнестойкост', scale: 60 },
    { stems: ['секци'], target: { keys: ['Количество секций'] }, hint: 'секци' },
    { stems: ['полк', 'полок'], target: { keys: ['Количество полок'] }, hint: 'полок' },
    { stems: ['ящик'], target: { keys: ['Количество ящиков'] }, hint: 'ящиков' },
    { stems: ['штанг'], target: { keys: ['Количество штанг'] }, hint: 'штанг' },
    // Exact keys, not a LIKE prefix: the index (key, num) then reads only the values near the number of each
    // key, not every load of every item.
    {
      stems: ['кг', 'килограмм'],
      target: {
        keys: ['Нагрузка на полку', 'Нагрузка на столешницу', 'Нагрузка на штангу', 'Нагрузка на ящик'],
      },
      hint: 'нагрузк',
    },
    { stems: ['литр', 'л'], target: { keys: ['Объём'] }, hint: 'объем' },
  ] satisfies Unit[]
).map((unit) => ({ ...unit, stems: unit.stems.map(fold) }));

/** Words naming a dimension; the number after them is in millimetres, or centimetres with «см». */
const DIMENSIONS: Array<[stem: string, column: 'height_mm' | 'width_mm' | 'depth_mm']> = [
  ['высот', 'height_mm'],
  ['ширин', 'width_mm'],
  ['глубин', 'depth_mm'],
];

const PRICE_MAX = new Set(['до', 'дешевле', 'меньше', 'менее'].map(fold));
const PRICE_MIN = new Set(['от', 'дороже', 'больше', 'более', 'свыше'].map(fold));
/** A price limit is a sum of money, never a count: «до 5 ружей» is a capacity, «до 15000» a price. */
const MIN_PRICE_FIGURE = 500;
/** Prices are whole roubles in an integer column: a limit past its range («до 99999999999») is its end. */
const MAX_PRICE_FIGURE = 2_147_483_647;

/** The word of a grade («класс», «класса», «классом»). */
const isGradeWord = (word: string | undefined): boolean => word?.startsWith('класс') ?? false;
/** An ordinal's ending typed apart from its digits: «3-го класса», «2-й класс». */
const ORDINAL_ENDINGS = new Set(['го', 'й', 'ий', 'ого', 'его', 'ой', 'ый']);
/** Ordinal words of a class: «второго класса». */
const ORDINALS: Array<[stem: string, grade: number]> = [
  ['перв', 1],
  ['втор', 2],
  ['трет', 3],
  ['четверт', 4],
  ['пят', 5],
  ['шест', 6],
];

/** The class a word states as a number (digits, a Roman numeral, an ordinal), or null. */
function gradeNumber(word: string): number | null {
  const stated = gradeOf(word);
  if (stated !== null) return stated;
  return ORDINALS.find(([stem]) => word.startsWith(stem))?.[1] ?? null;
}

/**
 * The grades of a query: a class number next to its word, before or after it, an ordinal's ending or the
 * characteristic's name between («3-го класса», «класс взломостойкости 3»); their tokens join `used`.
 */
function findGrades(tokens: string[], used: Set<number>): number[] {
  const grades: number[] = [];
  tokens.forEach((token, i) => {
    const grade = used.has(i) ? null : gradeNumber(token);
    if (grade === null) return;
    const ending = ORDINAL_ENDINGS.has(tokens[i + 1] ?? '') ? 1 : 0;
    const word = [i + 1 + ending, i - 1, i - 2].find(
      (at) => !used.has(at) && isGradeWord(tokens[at]) && (at !== i - 2 || !gradeNumber(tokens[i - 1]!)),
    );
    if (word === undefined) return;
    grades.push(grade);
    used.add(i).add(word);
    if (ending && word > i) used.add(i + 1);
  });
  return [...new Set(grades)];
}

/** One phrase word against a query word: a stop word must be that word, any other a stem it starts with. */
const phraseWord = (stem: string, token: string | undefined): boolean =>
  token !== undefined && (STOP_WORDS.has(stem) ? token === stem : token.startsWith(stem));

const PHRASES = SECTION_NAMES.flatMap(([section, phrases]) =>
  phrases.map((phrase) => ({ section, stems: words(fold(phrase)) })),
).sort((a, b) => b.stems.length - a.stems.length);

/** The sections a buyer's phrases name (longest phrases first), their tokens joining `used`. */
function findSections(tokens: string[], used: Set<number>): string[] {
  const sections: string[] = [];
  for (const { section, stems } of PHRASES) {
    for (let at = 0; at + stems.length <= tokens.length; at++) {
      const span = stems.map((_, k) => at + k);
      if (span.some((i) => used.has(i)) || !stems.every((stem, k) => phraseWord(stem, tokens[at + k])))
        continue;
      if (!sections.includes(section)) sections.push(section);
      for (const i of span) used.add(i);
    }
  }
  return sections;
}

const matchesUnit = (word: string | undefined, unit: Unit): boolean =>
  word !== undefined && unit.stems.some((stem) => (stem.length <= 2 ? word === stem : word.startsWith(stem)));

/** Splits a query into words to match, numbers with meaning and price limits. */
export function parseQuery(query: string): ParsedQuery {
  // «15 000» (with a space or NBSP) is one number.
  const tokens = words(fold(query).replace(/(\d)[\s\u00a0](?=\d{3}(?!\d))/g, '$1'));
  const used = new Set<number>();
  const grades = findGrades(tokens, used);
  const result: ParsedQuery = {
    words: [],
    numbers: [],
    grades,
    sections: [],
    maxPrice: null,
    minPrice: null,
  };
  tokens.forEach((token, i) => {
    if (!/^\d+$/.test(token) || used.has(i)) return;
    const value = Number(token);
    const before = tokens[i - 1] ?? '';
    const after = tokens[i + 1];
    const unit = UNITS.find((u) => matchesUnit(after, u));
    if (unit) {
      result.numbers.push({ target: unit.target, value: value * (unit.scale ?? 1), hint: unit.hint });
      used.add(i).add(i + 1);
      return;
    }
    const dimension = DIMENSIONS.find(([stem]) => before.startsWith(stem));
    if (dimension) {
      const mm = after === 'см' ? value * 10 : value;
      result.numbers.push({ target: { column: dimension[1] }, value: mm, hint: null });
      used.add(i - 1).add(i);
      return;
    }
    if (value < MIN_PRICE_FIGURE) return;
    if (PRICE_MAX.has(before)) result.maxPrice = Math.min(value, MAX_PRICE_FIGURE);
    else if (PRICE_MIN.has(before)) result.minPrice = Math.min(value, MAX_PRICE_FIGURE);
    else return;
    used.add(i - 1).add(i);
  });
  result.sections = findSections(tokens, used);
  const meaningful = tokens.filter((token, i) => !used.has(i) && !STOP_WORDS.has(token));
  const specific = meaningful.filter((token) => !FILLERS.some((stem) => token.startsWith(stem)));
  const asks = result.numbers.length + result.grades.length + result.sections.length;
  result.words = specific.length > 0 || asks > 0 ? specific : meaningful;
  return result;
}

/** A tsquery of the `russian` configuration. Terms hold only letters, digits and `:*` (see text.ts words()). */
export const tsquery = (text: string): SQL => sql`to_tsquery('russian', ${text})`;
