import type { SearchParams } from '@shop/shared/contract';
import { SEARCH_TOTAL_MAX } from '@shop/shared/domain';
import { SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Narrowing, type NumberConditions, numberConditions } from './numbers';
import type { Group, Plan } from './understand';
import type { SearchWork } from './work';

/**
 * Choosing a query's candidates (ranking them: ladder.ts), on a fixed ladder of steps whatever the number of
 * words:
 * 1. the items with every word (with the query's numbers and price limits);
 * 2. when none has them all: the items with the most words among the first POOL having one of the rarest
 *    DECIDING words — the other words only rank — and the answer says so (`relaxed`).
 * The whole ladder is one statement (ladder()): the second step runs only when the first found nothing, and
 * what ranking reads of an item is read where its step finds it, not again by id. At most CANDIDATES items
 * are ranked, and the second step is left out once the search's budget of time is spent (the best answer so
 * far stands).
 */

export type Sort = SearchParams['sort'];

/**
 * The bound on cost: at most this many matching items (the first by id — the same whatever the storage
 * order — except with a number) are ranked; `total` counts up to this many (SEARCH_TOTAL_MAX).
 */
export const CANDIDATES = SEARCH_TOTAL_MAX;
/** The rarest words that decide the candidates of the relaxed step. */
const DECIDING = 3;
/** Items with a deciding word whose other words are counted in the relaxed step. */
const POOL = 2 * CANDIDATES;
/**
 * The id span read first for common words (see firstById()): where CANDIDATES matches would be this many
 * times over if the words always went together — words that do not («шкаф серый») fill it too.
 */
const SPAN_MARGIN = 9;
/**
 * Past this share of the ids, reading by id is not bounded enough: one word is left to the planner (it knows
 * how many items have it), several words are read through the index (firstById()).
 */
const SPAN_MAX = 0.3;
/**
 * With several words, in a large catalogue, the span holds at most this many ids, or FILL_MARGIN times those
 * where CANDIDATES items of the rarest word are when that is more: words that rarely meet together read the
 * whole span by id before the index is asked, and SPAN_MARGIN times the rarest word's share grows with the
 * catalogue. One word stops by itself once CANDIDATES are read; a shorter span would only send the index
 * after every match beyond it when the word's frequency (the lexicon's) was a little high.
 */
const SPAN_IDS = 12_000;
const FILL_MARGIN = 3;
/** Under a price limit, words at most this frequent are read through the GIN index whole (firstById()). */
const FEW_PRICED = 20_000;
/**
 * The relaxed step reads its deciding words' items whole through the GIN index when that is cheaper than
 * reading in id order up to POOL of them: by id, about POOL × ids / m rows for m matches (more when the
 * matches lie late: a word's items are often of one section); through the index, the m matches, each costing
 * about this many rows read in id order (a scattered page, the bitmap, the sort by id). So the index up to
 * √(POOL × ids / INDEX_ROW_COST) matches (fewDeciding()): a fixed bound read a fifth of a small catalogue
 * through the index (a whole-table scan) and read by id twice the index's time in a large one.
 */
const INDEX_ROW_COST = 3;
const fewDeciding = (ids: number): number => Math.sqrt((POOL * ids) / INDEX_ROW_COST);
/**
 * Up to this many words (three and a number, say), the relaxed step counts them in the ladder's one
 * statement (a pool item × a word: POOL × 4 matches). More words are counted in statements of at most SCORED_WORDS_PER_STATEMENT pool item ×
 * word each: PGlite runs one statement at a time, so every other request waits for the one running —
 * counting a pool of 1 000 items for eight words in one statement made a third caller's listings five
 * times slower while two callers sent such searches.
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
// Terms hold only letters, digits and `:*` (see text.ts words()), so they are safe inside a tsquery.
const tsquery = (text: string): SQL => sql`to_tsquery('russian', ${text})`;
/** Products taken off sale are never found (migration 0020); checked last, on the few matches. */
const ON_SALE = sql`p.on_sale`;
/**
 * What ranking reads of a candidate (ORDERS, the distance to the numbers, ts_rank), read where its step finds
 * it: ranking read the candidates again by id, up to CANDIDATES lookups of the primary key per step.
 */
export const READ = sql`p.id, p.name, p.item_code, p.price, p.available, p.search_text, p.search_vector,
  p.height_mm, p.width_mm, p.depth_mm`;

/** The groups rarest first; a word that matches nothing (unknown, no correction) last. */
const byRarity = (groups: Group[]): Group[] =>
  [...groups].sort(
    (a, b) => Number(a.frequency === 0) - Number(b.frequency === 0) || a.frequency - b.frequency,
  );

/** The steps of a plan, with the statements that find their candidates. */
export async function prepare(db: Db, work: SearchWork, plan: Plan): Promise<Prepared> {
  const hints = [...new Set(plan.numbers.flatMap((n) => (n.hint ? [n.hint] : [])))];
  const head = plan.groups.map((g) => g.word).join(' ');
  const numbers = await numberConditions(db, work, plan.numbers, plan.ids);
  const { groups } = plan;
  const prices: SQL[] = [];
  if (plan.maxPrice !== null) prices.push(sql`p.price <= ${plan.maxPrice}`);
  if (plan.minPrice !== null) prices.push(sql`p.price >= ${plan.minPrice}`);
  const words = groups.map((g) => anyOf(g.terms)).join(' & ');
  // The numeric hints stand in for words only when the query has none («5 ящиков»), to rank by: beside
  // words they add nothing (the numbers ask for the characteristic itself) and cost much, as a hint is in
  // many documents; the items are found by the numbers' own words (numbers.ts).
  const all = words || hints.map((h) => `${h}:*`).join(' & ');
  const tsq = all ? tsquery(all) : null;
  if (!tsq && prices.length === 0 && plan.numbers.length === 0)
    return { first: null, relaxed: null, dist: numbers.dist, head };
  const first: Level<SQL> = {
    relaxed: false,
    tsq,
    candidates: matching(prices, numbers.near.terms ? words : all, numbers, {
      frequency: groups.length > 0 ? Math.min(...groups.map((g) => g.frequency)) : 0,
      ids: plan.ids,
      words: groups.length,
    }),
  };
  if (groups.length < 2) return { first, relaxed: null, dist: numbers.dist, head };
  const rarest = byRarity(groups).slice(0, DECIDING);
  const any = tsquery(anyOf(groups.flatMap((g) => g.terms)));
  const relaxed = { relaxed: true, tsq: any, candidates: pool(prices, groups, rarest, numbers, plan.ids) };
  return { first, relaxed, dist: numbers.dist, head };
}

/** How common the rarest word is, in a catalogue of how many ids, among how many words. */
interface Rarity {
  frequency: number;
  ids: number;
  words: number;
}

/** The document has the words of `words` (a tsquery's text) and the numbers' (`narrowing`), checked exactly. */
const having = (words: string, { terms, checks }: Narrowing): SQL[] => {
  const all = [words, terms].filter(Boolean).join(' & ');
  return [...(all ? [sql`p.search_vector @@ ${tsquery(all)}`] : []), ...checks];
};

/** The items with `words`, the price limits and the numbers (the first step's candidates). */
function matching(prices: SQL[], words: string, numbers: NumberConditions, rarity: Rarity): SQL {
  // The price first: filters are checked in the order written when their costs tie, and a price comparison
  // is cheaper than matching the document.
  const where = (narrowing: Narrowing) =>
    sql.join([...prices, ...having(words, narrowing), ON_SALE], sql` AND `);
  // Candidates are the first by id, so the same whatever the storage order. With a number the planner
  // cannot tell how many items have both the words and the value, and ordering by id would make it read
  // them all: there the first CANDIDATES found near it are taken (after a rare exact value's items).
  if (numbers.near.checks.length === 0) return firstById(where(numbers.near), rarity, prices.length > 0);
  if (!numbers.exactFirst)
    return sql`SELECT ${READ} FROM products p WHERE ${where(numbers.near)} LIMIT ${CANDIDATES}`;
  return sql`SELECT * FROM (SELECT DISTINCT ON (id) * FROM (
      (SELECT ${READ}, 0 AS tier FROM products p WHERE ${where(numbers.exact)} LIMIT ${CANDIDATES})
      UNION ALL
      (SELECT ${READ}, 1 AS tier FROM products p WHERE ${where(numbers.near)} LIMIT ${CANDIDATES})
    ) t ORDER BY id, tier) u ORDER BY tier, id LIMIT ${CANDIDATES}`;
}

/**
 * The relaxed step's candidates: among the first POOL items (by id) having one of the rarest words, those
 * with the most of all the words (the first CANDIDATES by id) — the words are counted on the pool only, as
 * it is read (up to INLINE_WORDS, else in slices), so a query's cost grows with its words, not their subsets.
 */
function pool(
  prices: SQL[],
  groups: Group[],
  rarest: Group[],
  numbers: NumberConditions,
  ids: number,
): SQL | Pool {
  const deciding = anyOf(rarest.flatMap((g) => g.terms));
  const where = sql.join([...prices, ...having(deciding, numbers.near), ON_SALE], sql` AND `);
  const hits = sql.join(
    groups.map((g) => sql`(p.search_vector @@ ${tsquery(anyOf(g.terms))})::int`),
    sql` + `,
  );
  // «id + 0» keeps the planner from reading by id (see INDEX_ROW_COST); the index reads at most the items
  // near the number, when there is one.
  const deciders = rarest.reduce((sum, g) => sum + g.frequency, 0);
  const few = Math.min(deciders, numbers.nearItems) <= fewDeciding(ids);
  const order = few ? sql`p.id + 0` : sql`p.id`;
  if (groups.length > INLINE_WORDS) {
    return {
      ids: sql`SELECT p.id FROM products p WHERE ${where} ORDER BY ${order} LIMIT ${POOL}`,
      hits,
      perStatement: Math.max(1, Math.floor(SCORED_WORDS_PER_STATEMENT / groups.length)),
    };
  }
  // The words are counted above the pool's LIMIT: on its POOL items, not on every item of the rarest words.
  return sql`SELECT * FROM (SELECT q.*, max(q.hits) OVER () AS most FROM (
      SELECT p.*, ${hits} AS hits FROM (SELECT ${READ} FROM products p WHERE ${where} ORDER BY ${order} LIMIT ${POOL}) p
    ) q) r WHERE hits = most ORDER BY id LIMIT ${CANDIDATES}`;
}

/**
 * The first CANDIDATES items by id matching `where`. The planner estimates the matches of several words as
 * if the words were independent, so it may read every match through the GIN index to keep the first by id
 * (common words), or read the catalogue by id to its end expecting hundreds of items with them all (words
 * that rarely meet: «огнестойкие покрытие»). When the words are common, the items are first read in id
 * order, within a bounded span of ids (SPAN_MARGIN), stopping at CANDIDATES; the index is asked for the rest
 * only when that span had too few — UNION ALL runs its second part only when the first did not fill the
 * LIMIT, and its parts are in id order, so the answer is the same. Several words of which the rarest is not
 * common are read through the index whole: at most that word's items, whatever the catalogue's size.
 */
function firstById(where: SQL, { frequency, ids, words }: Rarity, priced: boolean): SQL {
  const fill = CANDIDATES / Math.max(frequency, 1);
  if (priced || SPAN_MARGIN * fill > SPAN_MAX) {
    // A price limit makes the words' frequency say nothing of how many items match: reading by id stops at
    // CANDIDATES, or reads the whole catalogue when few items are in the price range and read late. So
    // words with few items are all read through the index («id + 0» keeps the planner from reading by id);
    // common ones by id, where many more match. Without one, the planner knows how many items have one word.
    const indexed = priced ? frequency <= FEW_PRICED : words > 1;
    const order = indexed ? sql`p.id + 0` : sql`p.id`;
    return sql`SELECT ${READ} FROM products p WHERE ${where} ORDER BY ${order} LIMIT ${CANDIDATES}`;
  }
  const share =
    words > 1
      ? Math.min(SPAN_MARGIN * fill, Math.max(FILL_MARGIN * fill, SPAN_IDS / Math.max(ids, 1)))
      : SPAN_MARGIN * fill;
  // Ids start where they start and may have gaps: the span is a share of the ids in use.
  const bound = sql`(SELECT min(id) + ceil((max(id) - min(id)) * ${share}::float8)::int FROM products)`;
  // «IS TRUE» keeps the GIN index out of the first part: it is read by id, stopping at CANDIDATES. The
  // second runs when the words turned out rarer together than apart («сейф стеллаж»): there «id + 0» keeps
  // the planner from reading the rest by id to the end, the index finds the few — and from ANDing them with
  // a bitmap of the primary key over the rest of the ids, most of the catalogue.
  return sql`SELECT * FROM (
      (SELECT ${READ} FROM products p WHERE p.id < ${bound} AND (${where}) IS TRUE ORDER BY p.id LIMIT ${CANDIDATES})
      UNION ALL
      (SELECT ${READ} FROM products p WHERE p.id + 0 >= ${bound} AND ${where} ORDER BY p.id + 0 LIMIT ${CANDIDATES})
    ) t LIMIT ${CANDIDATES}`;
}
