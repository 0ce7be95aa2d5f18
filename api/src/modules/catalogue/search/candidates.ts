import type { SearchParams } from '@shop/shared/contract';
import { SEARCH_TOTAL_MAX } from '@shop/shared/domain';
import { SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type Narrowing, type NumberConditions, numberConditions } from './numbers';
import { gradeToken } from '../model/text';
import { tsquery } from './query';
import type { Group, Plan } from './understand';
import type { SearchWork } from './work';

/**
 * Choosing a query's candidates (ranking them: ladder.ts), on a fixed ladder of steps whatever the number of
 * words:
 * 1. the items with every word (with the query's numbers and price limits);
 * 2. when none has them all: the items with the most words among the first POOL having one of the rarest
 *    DECIDING words (not one nearly every item has, EVERYWHERE) — the other words only rank — and the answer
 *    says so (`relaxed`).
 * The whole ladder is one statement (ladder()): the second step runs only when the first found nothing, and
 * what ranking reads of an item is read where its step finds it, not again by id. At most CANDIDATES items
 * are ranked, and the second step is left out once the search's budget of time is spent (the best answer so
 * far stands).
 */

export type Sort = SearchParams['sort'];

/**
 * The bound on cost: at most this many matching items are ranked; `total` counts up to this many
 * (SEARCH_TOTAL_MAX). They are the first found in the table's storage order (`LIMIT` without `ORDER BY`),
 * which every plan the planner takes here reads in — a scan of the table and a bitmap of the word index
 * alike — so a read stops at CANDIDATES matches, whichever it is. The first by id cost either a walk by id
 * past the items without the words or every match read through the word index and sorted, both growing with
 * the catalogue. An item's place in that order moves only when its own row is written again (its
 * price, its name): only that item may enter or leave the CANDIDATES of a query with more matches.
 */
export const CANDIDATES = SEARCH_TOTAL_MAX;
/** The rarest words that decide the candidates of the relaxed step. */
const DECIDING = 3;
/**
 * A word at least this share of the catalogue's items has (a characteristic's name every item has: «страна»,
 * «цвет») does not decide the relaxed step's pool while a rarer word of the query does: it only ranks. With
 * it, the pool would be the catalogue's first POOL items, whatever the other words — at 350 000 items those
 * need not hold one item of the rarer words — and the word index would read every item to find them.
 */
const EVERYWHERE = 0.5;
/** Items with a deciding word whose other words are counted in the relaxed step. */
const POOL = 2 * CANDIDATES;
/**
 * Up to this many words (three and a number, say), the relaxed step counts them in the ladder's one
 * statement (a pool item × a word: POOL × 4 matches). More words are counted in statements of at most
 * SCORED_WORDS_PER_STATEMENT pool item × word each: PGlite runs one statement at a time, so every other
 * request waits for the one running, and one long statement counting a large pool for many words held up every
 * other caller's listings.
 */
const INLINE_WORDS = 4;
const SCORED_WORDS_PER_STATEMENT = 2_000;

/** The relaxed step's pool of many words, counted in slices (ladder.ts mostWords()). */
export interface Pool {
  /** The pool's ids: `SELECT p.id FROM products p …`, at most POOL. */
  ids: SQL;
  /** How many of the query's words an item `p` has. */
  hits: SQL;
  /** Pool items counted per statement. */
  perStatement: number;
}

/** One step of the ladder. */
export interface Level<C extends SQL | Pool = SQL | Pool> {
  relaxed: boolean;
  /** What ranks the candidates by text (ts_rank); null without words. */
  tsq: SQL | null;
  /**
   * A subquery of this step's candidates (at most CANDIDATES items) with the columns ranking reads (READ),
   * or the pool of a relaxed step of many words, counted in slices before ranking.
   */
  candidates: C;
}

export interface Prepared {
  /** The items with every word; null when the query asks for nothing (no word, number or price). */
  first: Level<SQL> | null;
  /** The items with the most words, when there are several and none has them all. */
  relaxed: Level | null;
  /** How far an item is from the query's numbers (0 without numbers). */
  dist: SQL;
  head: string;
}

const anyOf = (terms: string[]): string => `(${terms.join(' | ')})`;
/** Products taken off sale are never found (migration 0020); checked last, on the few matches. */
const ON_SALE = sql`p.on_sale`;
/**
 * What ranking reads of a candidate (ORDERS, the distance to the numbers, ts_rank), read where its step finds
 * it: ranking read the candidates again by id, up to CANDIDATES lookups of the primary key per step.
 */
export const READ = sql`p.id, p.name, p.item_code, p.price, p.available, p.search_text, p.search_vector,
  p.height_mm, p.width_mm, p.depth_mm`;

/** The first `limit` items `where` finds, in the table's storage order (CANDIDATES), with `columns`. */
const firstFound = (where: SQL, limit: number, columns: SQL = READ): SQL =>
  sql`SELECT ${columns} FROM products p WHERE ${where} LIMIT ${limit}`;

/** The groups rarest first; a word that matches nothing (unknown, no correction) last. */
const byRarity = (groups: Group[]): Group[] =>
  [...groups].sort(
    (a, b) => Number(a.frequency === 0) - Number(b.frequency === 0) || a.frequency - b.frequency,
  );

/** The relaxed step's deciding words: the rarest DECIDING, leaving out those nearly every item has (EVERYWHERE). */
function decidingOf(groups: Group[], items: number): Group[] {
  const rarest = byRarity(groups);
  const telling = rarest.filter((g) => items === 0 || g.frequency < EVERYWHERE * items);
  return (telling.length > 0 ? telling : rarest).slice(0, DECIDING);
}

/** The steps of a plan, with the statements that find their candidates. */
export async function prepare(db: Db, work: SearchWork, plan: Plan): Promise<Prepared> {
  const hints = [...new Set(plan.numbers.flatMap((n) => (n.hint ? [n.hint] : [])))];
  const head = plan.groups.flatMap((g) => (g.word ? [g.word] : [])).join(' ');
  const numbers = await numberConditions(db, work, plan.numbers);
  const { groups } = plan;
  // A class asked for is a word every candidate of every step has: its grade token (text.ts gradeToken).
  const grades = plan.grades.map(gradeToken).join(' & ');
  const withGrades = (terms: string): string => [terms, grades].filter(Boolean).join(' & ');
  const prices: SQL[] = [];
  if (plan.maxPrice !== null) prices.push(sql`p.price <= ${plan.maxPrice}`);
  if (plan.minPrice !== null) prices.push(sql`p.price >= ${plan.minPrice}`);
  const words = groups.map((g) => anyOf(g.terms)).join(' & ');
  // The numeric hints stand in for words only when the query has none («5 ящиков»), to rank by: beside
  // words they add nothing (the numbers ask for the characteristic itself) and cost much, as a hint is in
  // many documents; the items are found by the numbers' own words (numbers.ts).
  const all = withGrades(words || hints.map((h) => `${h}:*`).join(' & '));
  const tsq = all ? tsquery(all) : null;
  if (!tsq && prices.length === 0 && plan.numbers.length === 0)
    return { first: null, relaxed: null, dist: numbers.dist, head };
  const first: Level<SQL> = {
    relaxed: false,
    tsq,
    // One word's frequency says how common the step's words are; several are ANDed (conditions()).
    candidates: matching(
      prices,
      numbers.near.terms ? withGrades(words) : all,
      groups[0]?.frequency ?? 0,
      numbers,
    ),
  };
  if (groups.length < 2) return { first, relaxed: null, dist: numbers.dist, head };
  const deciding = decidingOf(groups, plan.items);
  const any = tsquery(anyOf(groups.flatMap((g) => g.terms)));
  const relaxed = { relaxed: true, tsq: any, candidates: pool(prices, groups, deciding, numbers, grades) };
  return { first, relaxed, dist: numbers.dist, head };
}

/**
 * A word (or an OR of words) the lexicon counts at least this many times is left to the planner, which knows
 * from its statistics how many items have it: it scans the table when they are many, stopping at CANDIDATES
 * after a few thousand rows, or reads the word index. Rarer ones are read through the word index: the
 * planner prices a row's check of the document far below its cost, and near CANDIDATES items a scan reads
 * most of the table before it stops.
 */
const COMMON_WORD = 20_000;

/**
 * What an item of a step has: the price limits (first: filters are checked in the order written when their
 * costs tie, and a price comparison is cheaper than matching the document), the words of `words` (a
 * tsquery's text, whose commonest word the lexicon counts `frequency` times) and the numbers' (`narrowing`),
 * their exact nearness, and being on sale — checked last, on the few matches (products taken off sale are
 * never found, migration 0020).
 */
function conditions(prices: SQL[], words: string, frequency: number, { terms, checks }: Narrowing): SQL {
  const all = [words, terms].filter(Boolean).join(' & ');
  const document = all ? [sql`p.search_vector @@ ${tsquery(all)}`] : [];
  // Parts ANDed together (words, a number's words, a price limit) are estimated as if independent, so parts
  // that rarely meet («сейф металлический»: none has both) look common together: the planner then scans the
  // table expecting CANDIDATES soon, and reads all of it. The document's condition written twice squares its
  // estimated share, so the step reads the word index, which reads each word's items once however often the
  // condition is written (GIN merges equal keys): its cost is the items with the words, not the table.
  const anded = all.includes('&') || prices.length > 0 || checks.length > 0;
  const indexed = anded || frequency < COMMON_WORD;
  return sql.join([...prices, ...document, ...(indexed ? document : []), ...checks, ON_SALE], sql` AND `);
}

/** The items with `words`, the price limits and the numbers (the first step's candidates). */
function matching(prices: SQL[], words: string, frequency: number, numbers: NumberConditions): SQL {
  const where = (narrowing: Narrowing) => conditions(prices, words, frequency, narrowing);
  if (!numbers.exactFirst) return firstFound(where(numbers.near), CANDIDATES);
  // A rare exact value's items go first, so they are not lost among many near ones.
  return sql`SELECT * FROM (SELECT DISTINCT ON (id) * FROM (
      (${firstFound(where(numbers.exact), CANDIDATES, sql`${READ}, 0 AS tier`)})
      UNION ALL
      (${firstFound(where(numbers.near), CANDIDATES, sql`${READ}, 1 AS tier`)})
    ) t ORDER BY id, tier) u ORDER BY tier, id LIMIT ${CANDIDATES}`;
}

/**
 * The relaxed step's candidates: among the first POOL items found having one of the deciding words, those
 * with the most of all the words (the first CANDIDATES by id) — the words are counted on the pool only, as
 * it is read (up to INLINE_WORDS, else in slices), so a query's cost grows with its words, not their subsets.
 */
function pool(
  prices: SQL[],
  groups: Group[],
  decisive: Group[],
  numbers: NumberConditions,
  grades: string,
): SQL | Pool {
  const deciding = [anyOf(decisive.flatMap((g) => g.terms)), grades].filter(Boolean).join(' & ');
  const where = conditions(prices, deciding, Math.max(...decisive.map((g) => g.frequency)), numbers.near);
  const hits = sql.join(
    groups.map((g) => sql`(p.search_vector @@ ${tsquery(anyOf(g.terms))})::int`),
    sql` + `,
  );
  if (groups.length > INLINE_WORDS) {
    return {
      ids: firstFound(where, POOL, sql`p.id`),
      hits,
      perStatement: Math.max(1, Math.floor(SCORED_WORDS_PER_STATEMENT / groups.length)),
    };
  }
  // Of two words, none having both, every item found has one: the first CANDIDATES found are the answer.
  if (groups.length === 2) return firstFound(where, CANDIDATES);
  // The words are counted above the pool's LIMIT: on its POOL items, not on every item of the rarest words.
  return sql`SELECT * FROM (SELECT q.*, max(q.hits) OVER () AS most FROM (
      SELECT p.*, ${hits} AS hits FROM (${firstFound(where, POOL)}) p
    ) q) r WHERE hits = most ORDER BY id LIMIT ${CANDIDATES}`;
}
