import type { Db } from '../../../db/client';
import { catalogueItems, nearWords } from './lexicon';
import { type NumberTerm, type ParsedQuery, STOP_WORDS, parseQuery } from './query';
import { GOODS_NOUNS, kindsOf, sectionTerm, sectionWords } from './buyer-words';
import { fold, switchLayout } from '../model/text';
import { synonymsOf } from '../model/thesaurus';
import type { SearchWork } from './work';

/**
 * Understanding a query: its words (query.ts takes out numbers, prices and stop words), each read as a group
 * of alternatives — itself (by its Russian stem, or as a prefix while being typed), its thesaurus stems, the
 * characteristic's value a buyer's adjective names (buyer-words.ts KIND_WORDS) and, when the lexicon does not
 * know it, its closest lexicon words (a typo, corrected per word) —, a section a buyer's phrase names as one
 * more group, and the query read in the other keyboard layout («ctqa») when that version has more known words.
 */

/** Words past this many are not matched (a pasted paragraph is not a query). */
const MAX_WORDS = 8;
const CORRECTIONS_PER_WORD = 3;

export interface Group {
  /** The query's word; empty for a section a buyer's phrase names. */
  word: string;
  /** tsquery terms of the group: the word itself, its synonyms, its corrections. */
  terms: string[];
  /** The lexicon word the shopper probably meant (shown in «Показаны результаты по запросу …»). */
  correction: string | null;
  /** False when neither the lexicon nor the thesaurus knows the word (a typo, or another layout). */
  known: boolean;
  /**
   * How often the lexicon met the commonest form of the word, its synonyms or corrections: about their
   * items, or up to twice (0: unknown).
   */
  frequency: number;
}

export interface Plan {
  groups: Group[];
  numbers: NumberTerm[];
  /** Classes the query asks for (query.ts): each a condition, as a price limit is. */
  grades: number[];
  maxPrice: number | null;
  minPrice: number | null;
  expanded: string[];
  /** The catalogue's items (lexicon.ts catalogueItems()): what a word's frequency is a share of. */
  items: number;
}

/** The query as understood: cleaned, read in the right layout, typos corrected. */
export interface Understood {
  query: string;
  plan: Plan;
  /** The query as searched, shown back when `corrected`. */
  used: string;
  corrected: boolean;
}

// Control characters (NUL above all) cannot go into PostgreSQL text.
export const clean = (raw: string): string => raw.replace(/\p{Cc}/gu, ' ').trim();

/** `version`: the catalogue's, whose lexicon the words are looked up in (lexicon.ts). */
export async function understand(
  db: Db,
  work: SearchWork,
  query: string,
  version: string,
): Promise<Understood> {
  const switchable = switchLayout(query);
  const other = switchable !== query.toLowerCase() ? switchable : null;
  // Latin letters left after folding are a Latin brand or the wrong layout («cntkkf;»): both readings are
  // looked up in one statement, not the second after the first fails.
  const both = other !== null && /[a-z]/.test(fold(query));
  // Otherwise the other layout's words are asked ahead: looked up when this reading has unknown words.
  const lookups = await lookupWords(db, work, version, [query, ...(both ? [other] : [])], {
    ahead: other !== null && !both ? [other] : [],
  });
  const items = await catalogueItems(db, version);
  let plan = planQuery(query, lookups, items);
  let used = query;
  let switched = false;
  const unknown = plan.groups.filter((g) => !g.known).length;
  if (other && unknown > 0) {
    const otherPlan = planQuery(other, both ? lookups : await lookupWords(db, work, version, [other]), items);
    if (otherPlan.groups.filter((g) => !g.known).length < unknown) {
      plan = otherPlan;
      used = other;
      switched = true;
    }
  }
  const corrections = plan.groups.filter((g) => g.correction !== null);
  if (corrections.length > 0) {
    used = used
      .toLowerCase()
      .split(/\s+/)
      .map((w) => corrections.find((g) => g.word === fold(w).replace(/[^0-9a-zа-я]/g, ''))?.correction ?? w)
      .join(' ');
  }
  return { query, plan, used, corrected: switched || corrections.length > 0 };
}

/** A query as parsed, its words and sections (its groups) at most MAX_WORDS. */
function read(query: string): ParsedQuery {
  const parsed = parseQuery(query);
  // A noun of goods in general beside a section a buyer's phrase names is that section («полка для обуви»):
  // as a word of its own it would read every item with a shelf, to add nothing.
  const goods = (word: string) =>
    parsed.sections.length > 0 && GOODS_NOUNS.some((stem) => word.startsWith(stem));
  const words = parsed.words.filter((word) => !goods(word)).slice(0, MAX_WORDS);
  // A section is a group too: the groups together stay within MAX_WORDS.
  return { ...parsed, words, sections: parsed.sections.slice(0, MAX_WORDS - words.length) };
}

const isStopWord = (word: string): boolean => STOP_WORDS.has(word);

/** The lexicon words whose frequency a group of a query stands on, beside its own words (lookupWords). */
function wordsBeside(parsed: ParsedQuery): string[] {
  return [
    ...parsed.words.flatMap((word) => [
      ...synonymsOf(word, parsed.words),
      ...kindsOf(word).map((k) => k.value),
    ]),
    ...parsed.sections.flatMap((section) => sectionWords(section, isStopWord)),
  ];
}

/** The plan of a query, given what the lexicon says of its words (lookupWords). */
function planQuery(query: string, lookups: Map<string, Lookup>, items: number): Plan {
  const parsed = read(query);
  const texts = parsed.words;
  const expanded = new Set<string>();
  const frequencyOf = (word: string): number => lookups.get(word)?.frequency ?? 0;
  const groups = texts.map((word, i): Group => {
    const synonyms = synonymsOf(word, texts);
    const kinds = kindsOf(word);
    for (const stem of [...synonyms, ...kinds.map((k) => k.value)]) expanded.add(stem);
    const lookup = lookups.get(word);
    // A number of one or two digits is a whole number: as a prefix, «70» found the colour codes RAL 7035 and
    // 7024 of most items, and the word index read every one of them. After a word of letters it may be a model
    // code's number: the code's joined form in the document («зс80м», text.ts) finds «ЗС-80М» for «зс-80».
    const short = /^\d{1,2}$/.test(word);
    const before = texts[i - 1];
    const joined = short && before !== undefined && /^[a-zа-я]+$/.test(before) ? [`${before}${word}:*`] : [];
    // A word being typed (the lexicon has it only as the start of a longer word: «стелл») is a prefix; a
    // whole word is matched by its stem, so «ключей» does not catch «ключевой». Codes and longer numbers are
    // prefixes («кр-1485» finds «КР-1485М»); one-letter words whole: as prefixes they would match too much.
    const prefix = !short && (lookup ? lookup.prefixOnly : word.length > 1);
    const known = synonyms.length > 0 || kinds.length > 0 || !lookup || lookup.known;
    const corrections = known ? [] : (lookup?.suggestions ?? []);
    return {
      word,
      terms: [
        prefix ? `${word}:*` : word,
        ...joined,
        ...synonyms.map((stem) => `${stem}:*`),
        ...kinds.map((k) => k.term),
        ...corrections.map((c) => c.word),
      ],
      correction: corrections[0]?.display ?? null,
      known,
      // The items of the word, its synonyms or its corrections, for the commonest of them (candidates.ts).
      frequency: Math.max(
        lookup?.known ? lookup.frequency : 0,
        ...synonyms.map(frequencyOf),
        ...kinds.map((k) => frequencyOf(k.value)),
        ...corrections.map((c) => c.frequency),
      ),
    };
  });
  // A section a buyer's phrase names is one more word: the items of that section. As its name's words are
  // all asked, it has at most the items of the rarest of them.
  for (const section of parsed.sections) {
    expanded.add(section);
    groups.push({
      word: '',
      terms: [sectionTerm(section, isStopWord)],
      correction: null,
      known: true,
      frequency: Math.min(...sectionWords(section, isStopWord).map(frequencyOf)),
    });
  }
  return {
    groups,
    numbers: parsed.numbers,
    grades: parsed.grades,
    maxPrice: parsed.maxPrice,
    minPrice: parsed.minPrice,
    expanded: [...expanded],
    items,
  };
}

interface Lookup {
  known: boolean;
  /** Known only as the beginning of lexicon words, not as a word of its own. */
  prefixOnly: boolean;
  frequency: number;
  suggestions: Array<{ word: string; display: string; frequency: number }>;
}

/**
 * What the lexicon (search_words: names, sections, brands, characteristic values) says of each word of the
 * queries: known (a lexicon word starts with it or has its stem), or the closest lexicon words within a
 * small edit distance. Words with digits (codes, sizes) and words under three letters are not looked up.
 * The words' thesaurus stems are looked up too, as prefixes only, for their frequency. In memory, in the
 * catalogue version's lexicon (lexicon.ts).
 */
async function lookupWords(
  db: Db,
  work: SearchWork,
  version: string,
  queries: string[],
  { ahead = [] }: { ahead?: string[] } = {},
): Promise<Map<string, Lookup>> {
  const lookedUp = (words: string[]) => words.filter((w) => w.length >= 3 && !/\d/.test(w));
  const parsed = queries.map(read);
  const asked = [...new Set(lookedUp(parsed.flatMap((p) => p.words)))];
  const stems = [...new Set(parsed.flatMap(wordsBeside))].filter((stem) => !asked.includes(stem));
  const answer = new Map<string, Lookup>();
  if (asked.length === 0 && stems.length === 0) return answer;
  const found = await nearWords(
    db,
    work,
    version,
    [...asked.map((input) => ({ input, fuzzy: true })), ...stems.map((input) => ({ input, fuzzy: false }))],
    lookedUp(ahead.flatMap((q) => read(q).words)),
  );
  for (const input of [...asked, ...stems]) {
    const candidates = found.get(input) ?? [];
    const maxEdits = input.length <= 4 ? 1 : 2;
    answer.set(input, {
      known: candidates.some((r) => r.prefix || r.whole),
      prefixOnly: candidates.some((r) => r.prefix) && !candidates.some((r) => r.whole),
      frequency: Math.max(
        0,
        ...candidates.filter((r) => r.prefix || r.whole).map((r) => Number(r.frequency)),
      ),
      suggestions: candidates
        .map((r) => ({ ...r, edits: editDistance(input, r.word) }))
        .filter((r) => r.edits <= maxEdits)
        .sort((a, b) => a.edits - b.edits)
        .slice(0, CORRECTIONS_PER_WORD),
    });
  }
  return answer;
}

/** Edits (insert, delete, replace, swap of neighbours) from a to b: «сеф» → «сейф» is 1, «кречт» → «кречет» 1. */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}
