import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../../db/client';
import { memoPerOwner } from '../../../http/cache';
import { catalogVersion, versionSeen } from '../model/version';
import type { SearchWork } from './work';

/**
 * The lexicon (search_words: the words of names, sections, brands and characteristic values, a few hundred)
 * read once per catalogue version, with each word's Russian stems and trigrams, so a query's words are
 * looked up in memory. Matching them in SQL compared every lexicon word with every word of the query by
 * trigram similarity on each search: up to a second for nine words on a busy machine, the longest statement
 * of a long search, and PGlite ran it on the event loop.
 */

export interface LexiconWord {
  word: string;
  display: string;
  frequency: number;
  /** Its lexemes in the `russian` text search configuration (to_tsvector). */
  stems: string[];
  trigrams: Set<string>;
}

/** A lexicon word near a query's word (what the SQL join answered before). */
export interface LexiconMatch extends Omit<LexiconWord, 'stems' | 'trigrams'> {
  /** The lexicon word starts with the query's word. */
  prefix: boolean;
  /** The lexicon word has the query's word's stems (to_tsvector(word) @@ to_tsquery(input)). */
  whole: boolean;
}

/** Lexicon words this similar to an unknown word are read as edits (trigram similarity, as pg_trgm). */
const SIMILARITY = 0.2;
const LEXICON_TTL_MS = 10 * 60_000;
const lexiconOf = memoPerOwner<Lexicon>(LEXICON_TTL_MS, 2);
/** Query words' lexemes: the same whatever the catalogue, so kept across versions. */
const STEMS_KEPT = 20_000;
const stemsKept = new Map<string, string[]>();

/** pg_trgm's trigrams of a word: two spaces before it and one after, each run of three characters. */
export function trigrams(text: string): Set<string> {
  const set = new Set<string>();
  for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    const padded = [...`  ${word} `];
    for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3).join(''));
  }
  return set;
}

/** pg_trgm's similarity(): shared trigrams over all trigrams of both. */
export function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  const all = a.size + b.size - shared;
  return all === 0 ? 0 : shared / all;
}

/** The lexicon's words, the same by word, and the words found near the inputs already asked. */
interface Lexicon {
  words: LexiconWord[];
  byWord: Map<string, LexiconWord>;
  /**
   * `fuzzy` + input → its near words: the same for the lexicon's lifetime (its catalogue version), so a
   * word asked again is not compared with every lexicon word again (the trigram loop was the search's
   * largest share of the process's own time in a CPU profile of unseen traffic).
   */
  near: Map<string, LexiconMatch[]>;
  /** The catalogue's items, as the planner's statistics count them (pg_class.reltuples); 0 before the first ANALYZE. */
  items: number;
}
/** Inputs whose near words are kept per lexicon (the most recently asked). */
const NEAR_KEPT = 5_000;

async function readLexicon(db: Db): Promise<Lexicon> {
  const found = await rows<{
    word: string;
    display: string;
    frequency: number;
    stems: string[];
    items: number;
  }>(
    db,
    sql`SELECT word, display, frequency, tsvector_to_array(to_tsvector('russian', word)) AS stems,
          (SELECT greatest(reltuples, 0)::float8 FROM pg_class WHERE oid = 'products'::regclass) AS items
        FROM search_words`,
  );
  const words = found.map(({ items: _items, ...w }) => ({
    ...w,
    frequency: Number(w.frequency),
    trigrams: trigrams(w.word),
  }));
  const items = Number(found[0]?.items ?? 0);
  return { words, byWord: new Map(words.map((w) => [w.word, w])), near: new Map(), items };
}

/** The lexicon of the catalogue's `version`, read once per version. */
const lexiconAt = (db: Db, version: string): Promise<Lexicon> =>
  lexiconOf(db).get(version, () => readLexicon(db));

/**
 * Before the API's port opens (app.ts, after warmListings): the lexicon of the catalogue's version, which the
 * first search after a start would otherwise read, at a cost larger than the search itself.
 */
export async function warmLexicon(db: Db): Promise<void> {
  await lexiconAt(db, versionSeen(db) ?? (await catalogVersion(db)));
}

/** How many items the catalogue has, as the planner's statistics count them (0 before the first ANALYZE). */
export async function catalogueItems(db: Db, version: string): Promise<number> {
  return (await lexiconAt(db, version)).items;
}

/**
 * Lexemes of the words: a lexicon word's from the lexicon, the others' kept or, for words not seen before, asked
 * in one statement (none when all are known).
 */
async function stemsOf(
  db: Db,
  work: SearchWork,
  lexicon: Map<string, LexiconWord>,
  words: string[],
  ahead: string[],
): Promise<Map<string, string[]>> {
  const isUnseen = (w: string) => !lexicon.has(w) && !stemsKept.has(w);
  const unseen = words.filter(isUnseen);
  if (unseen.length > 0) {
    // The statement is sent anyway: the words likely asked next come along (see nearWords()).
    unseen.push(...ahead.filter((w) => isUnseen(w) && !unseen.includes(w)));
    const found = await work.rows<{ input: string; stems: string[] }>(
      db,
      sql`SELECT w AS input, tsvector_to_array(to_tsvector('russian', w)) AS stems
          FROM unnest(${sql.param(unseen)}::text[]) AS w`,
    );
    for (const { input, stems } of found) {
      if (stemsKept.size >= STEMS_KEPT) stemsKept.delete(stemsKept.keys().next().value as string);
      stemsKept.set(input, stems);
    }
  }
  return new Map(words.map((w) => [w, lexicon.get(w)?.stems ?? stemsKept.get(w) ?? []]));
}

/**
 * The lexicon words near each input: those starting with it, or (for `fuzzy` inputs) within SIMILARITY,
 * most similar first, then the commonest, then by word. `ahead`: words likely asked next (the query in the
 * other keyboard layout, asked when this one has unknown words); their lexemes come with this call's
 * statement when it sends one, so the next call sends none.
 */
export async function nearWords(
  db: Db,
  work: SearchWork,
  version: string,
  inputs: Array<{ input: string; fuzzy: boolean }>,
  ahead: string[] = [],
): Promise<Map<string, LexiconMatch[]>> {
  const lexicon = await lexiconAt(db, version);
  const keyOf = ({ input, fuzzy }: { input: string; fuzzy: boolean }) => `${Number(fuzzy)}${input}`;
  const answer = new Map<string, LexiconMatch[]>();
  const asked: typeof inputs = [];
  for (const i of inputs) {
    const kept = lexicon.near.get(keyOf(i));
    if (kept) answer.set(i.input, kept);
    else asked.push(i);
  }
  if (asked.length === 0) return answer;
  const stems = await stemsOf(
    db,
    work,
    lexicon.byWord,
    asked.map((i) => i.input),
    ahead,
  );
  for (const i of asked) {
    const near = nearOne(lexicon.words, i, stems.get(i.input) ?? []);
    if (lexicon.near.size >= NEAR_KEPT) lexicon.near.delete(lexicon.near.keys().next().value as string);
    lexicon.near.set(keyOf(i), near);
    answer.set(i.input, near);
  }
  return answer;
}

/** The lexicon words near one input (see nearWords()). */
function nearOne(
  lexicon: LexiconWord[],
  { input, fuzzy }: { input: string; fuzzy: boolean },
  lexemes: string[],
): LexiconMatch[] {
  const own = trigrams(input);
  const near: Array<LexiconMatch & { similar: number }> = [];
  for (const entry of lexicon) {
    const prefix = entry.word.startsWith(input);
    const similar = similarity(entry.trigrams, own);
    if (!prefix && !(fuzzy && similar >= SIMILARITY)) continue;
    const whole = lexemes.length > 0 && lexemes.every((l) => entry.stems.includes(l));
    const { word, display, frequency } = entry;
    near.push({ word, display, frequency, prefix, whole, similar });
  }
  near.sort(
    (a, b) =>
      b.similar - a.similar || b.frequency - a.frequency || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0),
  );
  return near.map(({ similar: _similar, ...match }) => match);
}
