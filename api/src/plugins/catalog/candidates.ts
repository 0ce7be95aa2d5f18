import type { SearchParams } from '@shop/shared/contract';
import { SEARCH_TOTAL_MAX } from '@shop/shared/domain';
import { SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type NumberConditions, numberConditions } from './numbers';
import type { Group, Plan } from './understand';
import type { SearchWork } from './work';

/**
 * Choosing a query's candidates and ranking them, on a fixed ladder of steps whatever the number of words:
 * 1. the items with every word (with the query's numbers and price limits);
 * 2. when none has them all: the items with the most words among those having one of the rarest
 *    DECIDING words — the other words only rank — and the answer says so (`relaxed`).
 * The first step is one statement; the second reads its pool in one, counts the words of the pool in
 * statements of bounded cost (SCORED_WORDS_PER_STATEMENT), and ranks in one. At most CANDIDATES items are
 * ranked, and a step (or a statement of counting) is not started once the search's budget of time is spent
 * (the best answer so far stands).
 */

export type Sort = SearchParams['sort'];

/**
 * The bound on cost: at most this many matching items (the first by id — the same whatever the storage
 * order — except with a number) are ranked; `total` counts up to this many (SEARCH_TOTAL_MAX).
 */
const CANDIDATES = SEARCH_TOTAL_MAX;
/** The rarest words that decide the candidates of the relaxed step. */
const DECIDING = 3;
/** Items with a deciding word whose other words are counted in the relaxed step. */
const POOL = 2 * CANDIDATES;
/**
 * The id span read first for common words (see firstById()): where CANDIDATES matches would be this many
 * times over if the words always went together — words that do not («шкаф серый») fill it too.
 */
const SPAN_MARGIN = 9;
/** Past this share of the ids, reading by id is not bounded enough: the planner chooses. */
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
 * Deciding words with at most this many items (their frequencies added) are read through the GIN index whole
 * and their first POOL by id kept (mostWords()); commoner ones are read in id order, stopping at POOL. Read
 * by id, rare words made the relaxed step check most of the catalogue (10 714 items at 15 000 to fill a pool
 * of 1 000: 45 ms of its 115).
 */
const FEW_DECIDING = 4 * POOL;

/**
 * Words counted per statement of the relaxed step (a pool item × a word's group): PGlite runs one statement
 * at a time, so every other request waits for the one running — counting a pool of 1 000 items for eight
 * words in one statement held it for tens of milliseconds.
 */
const SCORED_WORDS_PER_STATEMENT = 2_000;

/** The relaxed step's candidates: its pool, and the number of the query's words each item has. */
interface Pool {
  /** The pool's ids: `SELECT p.id FROM products p …`, at most POOL. */
  ids: SQL;
  /** How many of the query's words an item `p` has. */
  hits: SQL;
  /** Pool items counted per statement. */
  perStatement: number;
}

/** One step of the ladder. */
export interface Level {
  relaxed: boolean;
  /** What ranks the candidates by text (ts_rank); null without words. */
  tsq: SQL | null;
  /** The CTE `c(id)` of this step's candidates (at most CANDIDATES items), or the pool they are chosen from. */
  candidates: SQL | Pool;
}

export interface Prepared {
  levels: Level[];
  /** How far an item is from the query's numbers (0 without numbers). */
  dist: SQL;
  head: string;
}

const anyOf = (terms: string[]): string => `(${terms.join(' | ')})`;
// Terms hold only letters, digits and `:*` (see text.ts words()), so they are safe inside a tsquery.
const tsquery = (text: string): SQL => sql`to_tsquery('russian', ${text})`;
/** Products taken off sale are never found (migration 0020); checked last, on the few matches. */
const ON_SALE = sql`p.on_sale`;

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
  // The numeric hints stand in for words only when the query has none («5 ящиков»): beside words they add
  // nothing (the numbers ask for the characteristic itself) and cost much, as a hint is in many documents.
  const all =
    groups.length > 0
      ? groups.map((g) => anyOf(g.terms)).join(' & ')
      : hints.map((h) => `${h}:*`).join(' & ');
  const tsq = all ? tsquery(all) : null;
  if (!tsq && prices.length === 0 && plan.numbers.length === 0)
    return { levels: [], dist: numbers.dist, head };
  const levels: Level[] = [
    {
      relaxed: false,
      tsq,
      candidates: matching(prices, tsq, numbers, {
        frequency: groups.length > 0 ? Math.min(...groups.map((g) => g.frequency)) : 0,
        ids: plan.ids,
        words: groups.length,
      }),
    },
  ];
  if (groups.length > 1) {
    const rarest = byRarity(groups).slice(0, DECIDING);
    const any = tsquery(anyOf(groups.flatMap((g) => g.terms)));
    levels.push({ relaxed: true, tsq: any, candidates: pool(prices, groups, rarest, numbers) });
  }
  return { levels, dist: numbers.dist, head };
}

/** How common the rarest word is, in a catalogue of how many ids, among how many words. */
interface Rarity {
  frequency: number;
  ids: number;
  words: number;
}

/** `c(id)`: the items matching `tsq`, the price limits and the numbers. */
function matching(prices: SQL[], tsq: SQL | null, numbers: NumberConditions, rarity: Rarity): SQL {
  // The price first: filters are checked in the order written when their costs tie, and a price comparison
  // is cheaper than matching the document.
  const where = (extra: SQL[]) =>
    sql.join([...prices, tsq ? sql`p.search_vector @@ ${tsq}` : sql`true`, ...extra, ON_SALE], sql` AND `);
  // Candidates are the first by id, so the same whatever the storage order. With a number the planner
  // cannot tell how many items have both the words and the value, and ordering by id would make it read
  // them all: there the first CANDIDATES found near it are taken (after a rare exact value's items).
  if (numbers.near.length === 0) return firstById(where([]), rarity, prices.length > 0);
  if (!numbers.exactFirst)
    return sql`c AS (SELECT p.id FROM products p WHERE ${where(numbers.near)} LIMIT ${CANDIDATES})`;
  return sql`c AS (SELECT id FROM (
      (SELECT p.id, 0 AS tier FROM products p WHERE ${where(numbers.exact)} LIMIT ${CANDIDATES})
      UNION ALL
      (SELECT p.id, 1 AS tier FROM products p WHERE ${where(numbers.near)} LIMIT ${CANDIDATES})
    ) t GROUP BY id ORDER BY min(tier), id LIMIT ${CANDIDATES})`;
}

/**
 * The first POOL items (by id) having one of the rarest words, whose items with the most of all the words are
 * the candidates (mostWords()) — the words are counted on the pool only, so a query's cost grows with its
 * words, not their subsets.
 */
function pool(prices: SQL[], groups: Group[], rarest: Group[], numbers: NumberConditions): Pool {
  const deciding = tsquery(anyOf(rarest.flatMap((g) => g.terms)));
  const where = sql.join(
    [...prices, sql`p.search_vector @@ ${deciding}`, ...numbers.near, ON_SALE],
    sql` AND `,
  );
  const hits = sql.join(
    groups.map((g) => sql`(p.search_vector @@ ${tsquery(anyOf(g.terms))})::int`),
    sql` + `,
  );
  // «id + 0» keeps the planner from reading by id (see FEW_DECIDING).
  const few = rarest.reduce((sum, g) => sum + g.frequency, 0) <= FEW_DECIDING;
  const order = few ? sql`p.id + 0` : sql`p.id`;
  return {
    ids: sql`SELECT p.id FROM products p WHERE ${where} ORDER BY ${order} LIMIT ${POOL}`,
    hits,
    perStatement: Math.max(1, Math.floor(SCORED_WORDS_PER_STATEMENT / groups.length)),
  };
}

/**
 * The CTE `c(id)` of the pool's items with the most words (at most CANDIDATES, the first by id): the pool
 * is read in one statement, its words counted a bounded slice at a time, each slice a statement of its own
 * (a read waiting for PGlite waits for one slice, gate.ts ReadsFirst). Once the budget is spent, the items
 * counted so far decide. Null when the pool is empty.
 */
async function mostWords(db: Db, work: SearchWork, { ids, hits, perStatement }: Pool): Promise<SQL | null> {
  const [found] = await work.rows<{ ids: number[] | null }>(
    db,
    sql`SELECT array_agg(id ORDER BY id) AS ids FROM (${ids}) pool`,
  );
  const all = (found?.ids ?? []).map(Number);
  let most = 0;
  let best: number[] = [];
  for (let at = 0; at < all.length && !(at > 0 && work.spent); at += perStatement) {
    const slice = all.slice(at, at + perStatement);
    const scored = await work.rows<{ id: number; hits: number }>(
      db,
      sql`SELECT p.id, ${hits} AS hits FROM products p WHERE p.id = ANY(${sql.param(slice)}::int[])`,
    );
    for (const { id, hits: count } of scored) {
      if (count > most) [most, best] = [count, []];
      if (count === most) best.push(Number(id));
    }
  }
  if (best.length === 0) return null;
  const chosen = best.sort((a, b) => a - b).slice(0, CANDIDATES);
  return sql`c AS (SELECT unnest(${sql.param(chosen)}::int[]) AS id)`;
}

/**
 * The CTE `c(id)` of the first CANDIDATES items by id matching `where`. The planner estimates the matches of
 * several words as if the words were independent, so it may read every match through the GIN index to keep
 * the first by id. When the words are common, the items are first read in id order, within a bounded span
 * of ids (SPAN_MARGIN), stopping at CANDIDATES; the index is asked for the rest only when that span had too
 * few — UNION ALL runs its second part only when the first did not fill the LIMIT, and its parts are in id
 * order, so the answer is the same.
 */
function firstById(where: SQL, { frequency, ids, words }: Rarity, priced: boolean): SQL {
  const fill = CANDIDATES / Math.max(frequency, 1);
  if (priced || SPAN_MARGIN * fill > SPAN_MAX) {
    // A price limit makes the words' frequency say nothing of how many items match: reading by id stops at
    // CANDIDATES, or reads the whole catalogue when few items are in the price range and read late. So
    // words with few items are all read through the index («id + 0» keeps the planner from reading by id);
    // common ones by id, where many more match.
    const order = priced && frequency <= FEW_PRICED ? sql`p.id + 0` : sql`p.id`;
    return sql`c AS (SELECT p.id FROM products p WHERE ${where} ORDER BY ${order} LIMIT ${CANDIDATES})`;
  }
  const share =
    words > 1
      ? Math.min(SPAN_MARGIN * fill, Math.max(FILL_MARGIN * fill, SPAN_IDS / Math.max(ids, 1)))
      : SPAN_MARGIN * fill;
  // Ids start where they start and may have gaps: the span is a share of the ids in use.
  const bound = sql`(SELECT min(id) + ceil((max(id) - min(id)) * ${share}::float8)::int FROM products)`;
  // «IS TRUE» keeps the GIN index out of the first part: it is read by id, stopping at CANDIDATES. The
  // second runs when the words turned out rarer together than apart («сейф стеллаж»): there «id + 0» keeps
  // the planner from reading the rest by id to the end, the index finds the few.
  return sql`c AS (SELECT id FROM (
      (SELECT p.id FROM products p WHERE p.id < ${bound} AND (${where}) IS TRUE ORDER BY p.id LIMIT ${CANDIDATES})
      UNION ALL
      (SELECT p.id FROM products p WHERE p.id >= ${bound} AND ${where} ORDER BY p.id + 0 LIMIT ${CANDIDATES})
    ) t LIMIT ${CANDIDATES})`;
}

const ORDERS: Record<Sort, SQL> = {
  relevance: sql`dist, available DESC, head DESC, rank DESC, length(search_text), id`,
  price_asc: sql`price ASC NULLS LAST, id`,
  price_desc: sql`price DESC NULLS LAST, id`,
  name_asc: sql`name COLLATE "ru", item_code`,
  name_desc: sql`name COLLATE "ru" DESC, item_code`,
};

/** A step's candidates ranked in `sort` order (all of them: at most CANDIDATES). */
export async function ranked(
  db: Db,
  work: SearchWork,
  { dist, head }: Prepared,
  { tsq, candidates }: Level,
  sort: Sort,
): Promise<number[]> {
  const c = candidates instanceof SQL ? candidates : await mostWords(db, work, candidates);
  if (!c) return [];
  // The candidates are looked up one by one in the primary key: as a join, the planner (which cannot count
  // a CTE's rows) read the whole catalogue to hash it against a pool of 1 000 (22 ms at 15 000 items).
  const [found] = await work.rows<{ ids: number[] | null }>(
    db,
    sql`WITH ${c},
        m AS (SELECT p.id, p.name, p.item_code, p.price, p.available, p.search_text, ${dist} AS dist,
            starts_with(p.search_text, ${head}) AS head,
            ${tsq ? sql`ts_rank(p.search_vector, ${tsq})` : sql`0`} AS rank
          FROM products p WHERE p.id = ANY(ARRAY(SELECT id FROM c)))
        SELECT array_agg(id ORDER BY ${ORDERS[sort]}) AS ids FROM m`,
  );
  const ids = (found?.ids ?? []).map(Number);
  work.candidates += ids.length;
  return ids;
}
