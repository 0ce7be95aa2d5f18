import { type SQL, sql } from 'drizzle-orm';
import { type Db, withGenericPlan } from '../../../db/client';
import { innerNumberTokens, type NumberKey, numberTokens } from '../model/text';
import { type NumberTerm, tsquery } from './query';
import type { SearchWork } from './work';

/**
 * The numbers of a query as conditions on the candidates: items near the number (a characteristic of
 * product_props or a dimension column of products) and how far each is from it. Every number goes to the
 * database as float8, whatever the column: «высота 1801» asks for 1746.97–1855.03 mm, and a number past
 * the integer range («сейф 99999999999 литров») is compared, not refused by the column's type.
 */

/** A number matches a characteristic within this share of itself: «120 минут» → 90 is near, 30 is not. */
export const NUMBER_WINDOW = 0.35;
/** «высота 1800» first means about 1800: sizes vary by 10 mm, and one exact height is too rare to look for. */
const ABOUT_SIZE = 0.03;
/**
 * An exact number held by at most this many items is looked up first (see candidates.ts), by those items'
 * ids: at most this many reads of a row by primary key, where the word index would read every item whose value
 * shares the number's bucket (about a fifth wide, text.ts), mostly to drop it. A value more items have is
 * found among the near ones.
 */
const RARE_VALUE = 1000;
/**
 * Items near a number (NUMBER_WINDOW), when at most this many, are read from the index of product_props into
 * a hash that checks the items the word index found; more are checked item by item. A step stops at its
 * first CANDIDATES (or POOL) items found, and the word index gives it only items with a value about the
 * number, so the check item by item is a bounded few hundred lookups of a page or two, while the hash reads
 * every near item — a few hundred a page of the index: past about this many near items, the hash costs more.
 */
const FEW_NEAR = 10_000;

const float = (value: number): SQL => sql`${value}::float8`;
const keyIn = (keys: readonly string[]): SQL => sql`pp.key = ANY(${sql.param(keys)}::text[])`;

/** How far an item's characteristic (or dimension) is from the asked number, as a share of it; null = none. */
function distance(term: NumberTerm): SQL {
  const n = float(Math.max(term.value, 1));
  if ('column' in term.target)
    return sql`abs(p.${sql.identifier(term.target.column)} - ${float(term.value)}) / ${n}`;
  return sql`(SELECT min(abs(pp.num - ${float(term.value)})) / ${n} FROM product_props pp
    WHERE pp.product_id = p.id AND ${keyIn(term.target.keys)})`;
}

/** The values taken for a number: itself (`window` 0) or those within NUMBER_WINDOW of it. */
const spreadOf = (term: NumberTerm, window: number): [number, number] => {
  const spread = window * Math.max(term.value, 1);
  return [term.value - spread, term.value + spread];
};

/** What narrows the candidates to the items near the numbers. */
export interface Narrowing {
  /** Words of the index (text.ts numberTokens()) to AND with the query's words; null: none. */
  terms: string | null;
  /** Checked on each item the index found: the exact nearness. */
  checks: SQL[];
}

/**
 * How a number's items are told: read by their ids (`ids`: a rare exact value), checked in a hash of them
 * (`hash`: FEW_NEAR), or checked on each item found (`each`).
 */
type Check = 'ids' | 'hash' | 'each';

/** The least and the greatest value a characteristic has within a number's window. */
interface Span {
  key: NumberKey;
  least: number;
  most: number;
}

/** What the catalogue holds of a number within a window: how many items (up to a bound) and the spans. */
interface Survey {
  /** Exact up to the tier's bound, past it when more items have it; null for a dimension column. */
  count: number | null;
  /** Per characteristic with a value in the window; empty for a dimension column. */
  spans: Span[];
}

/**
 * The items whose characteristic (or dimension) is within `window` of the numbers. A characteristic's value
 * is a word of the document (a bucket of values, text.ts), so the word index reads the items with the words
 * and a value about the number in one go, and their exact nearness is checked as `how` says; or those items
 * are read by their ids. The words are those of the buckets from the least to the greatest value the
 * catalogue has in the window (`spans`), not of the window's ends: a bucket at an end that holds no value
 * within the window (values are a series — 10 and 25 guns, never 10.5) would make the index read every item
 * of that bucket only for the check to drop it. A dimension is a column of the item, checked as it is read.
 */
function narrowing(numbers: NumberTerm[], windows: number[], how: Check[], surveys: Survey[]): Narrowing {
  const terms: string[] = [];
  const checks = numbers.flatMap((term, i): SQL[] => {
    const spread = spreadOf(term, windows[i]!);
    const [lo, hi] = spread.map(float);
    if ('column' in term.target)
      return [sql`p.${sql.identifier(term.target.column)} BETWEEN ${lo} AND ${hi}`];
    const { spans } = surveys[i]!;
    // No item has a value in the window: nothing is near.
    if (spans.length === 0) return [sql`false`];
    const tokens = spans.flatMap((s) => numberTokens([s.key], s.least, s.most));
    terms.push(`(${tokens.join(' | ')})`);
    // A bucket strictly between those of the window's ends holds only values within it: an item whose
    // document has it is near, and only the items of the other buckets need their characteristics read (each
    // a lookup of product_props, which costs most on a large catalogue that does not fit in PostgreSQL's
    // buffers). When every bucket read is such, the words alone say the item is near.
    const within = new Set(innerNumberTokens(term.target.keys, ...spread));
    const inner = tokens.filter((t) => within.has(t));
    if (inner.length === tokens.length) return [];
    const having = sql`${keyIn(term.target.keys)} AND pp.num BETWEEN ${lo} AND ${hi}`;
    const items = sql`SELECT pp.product_id FROM product_props pp WHERE ${having}`;
    // An array of ids is read through the primary key, one row each.
    if (how[i] === 'ids') return [sql`p.id = ANY(ARRAY(${items}))`];
    // «IS TRUE» keeps PostgreSQL from turning the IN into a join started from the near items (a hashed
    // subplan instead); an aggregate subquery is never turned into one: it runs for each item found.
    if (how[i] === 'hash') return [sql`(p.id IN (${items})) IS TRUE`];
    const checked = sql`(SELECT count(*) FROM product_props pp WHERE pp.product_id = p.id AND ${having}) > 0`;
    if (inner.length === 0) return [checked];
    return [sql`(p.search_vector @@ ${tsquery(inner.join(' | '))} OR ${checked})`];
  });
  return { terms: terms.length > 0 ? terms.join(' & ') : null, checks };
}

/** The statement of survey(): one row per characteristic asked, in the order asked. */
const SURVEY = sql`SELECT
    (SELECT count(*)::int FROM (SELECT 1 FROM product_props pp
      WHERE pp.key = t.key AND pp.num BETWEEN t.lo AND t.hi LIMIT t.cap) x) AS n,
    (SELECT min(pp.num) FROM product_props pp WHERE pp.key = t.key AND pp.num BETWEEN t.lo AND t.hi) AS least,
    (SELECT max(pp.num) FROM product_props pp WHERE pp.key = t.key AND pp.num BETWEEN t.lo AND t.hi) AS most
  FROM unnest`;

/**
 * For each [window, bound] and each number: how many items have it within `window` (exact up to `bound`) and
 * each characteristic's least and greatest value there, read from the index (key, num) alone. One statement
 * of one shape whatever the query — a row per characteristic, counted each up to the bound (one past it says
 * the sum is past it too) — so PGlite plans it once (withGenericPlan): a subquery per number and
 * characteristic cost it milliseconds of planning per query. A number of several characteristics (the four loads)
 * may read up to a bound's worth of each, where one count over them all stopped at one bound.
 */
async function survey(
  db: Db,
  work: SearchWork,
  numbers: NumberTerm[],
  tiers: ReadonlyArray<readonly [windows: number[], bound: number]>,
): Promise<Survey[][]> {
  const asked = tiers.flatMap(([windows, bound]) =>
    numbers.flatMap((term, i) => {
      if ('column' in term.target) return [];
      const [lo, hi] = spreadOf(term, windows[i]!);
      return term.target.keys.map((key) => ({ key, lo, hi, cap: bound + 1 }));
    }),
  );
  const column = <T>(get: (one: (typeof asked)[number]) => T) => sql.param(asked.map(get));
  const found =
    asked.length > 0
      ? await work.rows<{ n: number; least: number | null; most: number | null }>(
          db,
          withGenericPlan(sql`${SURVEY}(${column((a) => a.key)}::text[], ${column((a) => a.lo)}::float8[],
            ${column((a) => a.hi)}::float8[], ${column((a) => a.cap)}::int[]) WITH ORDINALITY AS t(key, lo, hi, cap, i)
            ORDER BY t.i`),
        )
      : [];
  let next = 0;
  return tiers.map(() =>
    numbers.map((term): Survey => {
      if ('column' in term.target) return { count: null, spans: [] };
      let count = 0;
      const spans = term.target.keys.flatMap((key): Span[] => {
        const { n, least, most } = found[next++]!;
        count += Number(n);
        return least === null || most === null ? [] : [{ key, least: Number(least), most: Number(most) }];
      });
      return { count, spans };
    }),
  );
}

/** A query's numbers as SQL: the items near them, exactly and within NUMBER_WINDOW, and the distance. */
export interface NumberConditions {
  /** Items with the exact values (about, for a size). */
  exact: Narrowing;
  /** Items within NUMBER_WINDOW of every number. */
  near: Narrowing;
  /** Whether an exact value is rare enough to be looked up first. */
  exactFirst: boolean;
  /** How far an item is from the numbers (0 without numbers). */
  dist: SQL;
}

export async function numberConditions(
  db: Db,
  work: SearchWork,
  numbers: NumberTerm[],
): Promise<NumberConditions> {
  const windows = (window: number) =>
    numbers.map((term) => (window === 0 && 'column' in term.target ? ABOUT_SIZE : window));
  const bounds = [RARE_VALUE, FEW_NEAR] as const;
  const [exact, near] = await survey(db, work, numbers, [
    [windows(0), bounds[0]],
    [windows(NUMBER_WINDOW), bounds[1]],
  ]);
  const [exactRare, nearFew] = [exact!, near!].map((surveys, t) =>
    surveys.map(({ count }) => count !== null && count > 0 && count <= bounds[t]!),
  );
  const distances = numbers.map(distance);
  return {
    exact: narrowing(
      numbers,
      windows(0),
      exactRare!.map((rare) => (rare ? 'ids' : 'each')),
      exact!,
    ),
    near: narrowing(
      numbers,
      windows(NUMBER_WINDOW),
      nearFew!.map((few) => (few ? 'hash' : 'each')),
      near!,
    ),
    // An exact value few items have is looked up first (cheap), so it is not lost among many near ones; a
    // common one is found among the near ones anyway, and a second read of the words would double the cost.
    exactFirst: exactRare!.some(Boolean),
    dist: distances.length > 0 ? sql.join(distances, sql` + `) : sql`0`,
  };
}
