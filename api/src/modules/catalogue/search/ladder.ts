import { SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { CANDIDATES, type Level, type Pool, type Prepared, READ, type Sort } from './candidates';
import type { SearchWork } from './work';

/**
 * Ranking a query's candidates on the ladder of candidates.ts, in as few statements as the bound on each
 * statement's work allows: PGlite answers every statement through one session (db/embedded.ts), so each
 * round trip of a search also queues behind every other request's.
 */

const ORDERS: Record<Sort, SQL> = {
  relevance: sql`dist, available DESC, head DESC, rank DESC, text_length, id`,
  price_asc: sql`price ASC NULLS LAST, id`,
  price_desc: sql`price DESC NULLS LAST, id`,
  name_asc: sql`name COLLATE "ru", item_code`,
  name_desc: sql`name COLLATE "ru" DESC, item_code`,
};

/**
 * A step's candidates' ids ranked in `sort` order (all of them: at most CANDIDATES), NULL when none. The keys
 * are computed below an `OFFSET 0`, which the planner does not flatten: the sort then holds the keys only, not
 * each candidate's document and text that computing them read (far less memory, a shorter sort).
 */
const rankedIds = ({ dist, head }: Prepared, tsq: SQL | null, candidates: SQL, sort: Sort): SQL =>
  sql`(SELECT array_agg(m.id ORDER BY ${ORDERS[sort]}) FROM (
      SELECT p.id, p.name, p.item_code, p.price, p.available, ${dist} AS dist,
        starts_with(p.search_text, ${head}) AS head,
        ${tsq ? sql`ts_rank(p.search_vector, ${tsq})` : sql`0`} AS rank, length(p.search_text) AS text_length
      FROM (${candidates}) p OFFSET 0) m)`;

/** The pool's ids (at most POOL, in id order), NULL when none. */
const poolIds = ({ ids }: Pool): SQL => sql`(SELECT array_agg(id ORDER BY id) FROM (${ids}) pool)`;

/**
 * The pool's items with the most words (at most CANDIDATES, the first by id), with the columns ranking reads:
 * the pool's words are counted a bounded slice at a time, each slice a statement of its own (a read waiting
 * for PGlite waits for one slice, gate.ts ReadsFirst). Once the budget is spent, the items counted so far
 * decide. Null when the pool is empty.
 */
async function mostWords(
  db: Db,
  work: SearchWork,
  { hits, perStatement }: Pool,
  all: number[],
): Promise<SQL | null> {
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
  return sql`SELECT ${READ} FROM products p WHERE p.id = ANY(${sql.param(chosen)}::int[])`;
}

/** What the ladder found: the first step with matches (null: none), and their ids in the asked order. */
export interface Ladder<T> {
  level: Level | null;
  ids: number[];
  /** The budget left the relaxed step out and the first found nothing: not an answer to keep. */
  cut: boolean;
  /** What `beside` read with the ranked ids. */
  beside: T | null;
}

/**
 * The steps' candidates ranked in `sort` order, in one statement: the relaxed step runs only when the first
 * found nothing (a CASE evaluates its subquery only when taken). `beside(ids)` is read in the same statement
 * from the ranked ids (`int[]`, NULL when none) — a search's page, so a new query is one round trip. A
 * relaxed step of many words reads its pool in that statement instead, counts the pool's words in slices,
 * and ranks its choice (with `beside`) in a statement of its own.
 */
export async function ladder<T>(
  db: Db,
  work: SearchWork,
  prepared: Prepared,
  sort: Sort,
  beside: (ids: SQL) => SQL = () => sql`NULL`,
): Promise<Ladder<T>> {
  const { first, relaxed } = prepared;
  if (!first) return { level: null, ids: [], cut: false, beside: null };
  /** `one`: ranked ids (int[]); `two`: ids asked only when `one` is NULL, and ranked unless `pool`. */
  const read = async (one: SQL, two: SQL | null, pool = false) => {
    const [found] = await work.rows<{ one: number[] | null; two: number[] | null; beside: T | null }>(
      db,
      sql`WITH r0 AS MATERIALIZED (SELECT ${one} AS ids),
          r AS MATERIALIZED (SELECT r0.ids AS one,
            ${two ? sql`CASE WHEN r0.ids IS NULL THEN ${two} END` : sql`NULL::int[]`} AS two FROM r0)
        SELECT r.one, r.two, ${beside(pool ? sql`r.one` : sql`coalesce(r.one, r.two)`)} AS beside FROM r`,
    );
    return {
      one: found?.one?.map(Number) ?? null,
      two: found?.two?.map(Number) ?? null,
      beside: found?.beside ?? null,
    };
  };
  const answer = (level: Level | null, ids: number[] | null, rest: { cut?: boolean; beside: T | null }) => {
    work.candidates += ids?.length ?? 0;
    return { level: ids ? level : null, ids: ids ?? [], cut: rest.cut ?? false, beside: rest.beside };
  };
  // Past the budget the relaxed step is not started: the first step's answer stands, even when empty.
  const next = relaxed && !work.spent ? relaxed : null;
  const own = rankedIds(prepared, first.tsq, first.candidates, sort);
  if (!next) {
    const found = await read(own, null);
    return answer(first, found.one, { cut: !found.one && relaxed !== null, beside: found.beside });
  }
  if (next.candidates instanceof SQL) {
    const found = await read(own, rankedIds(prepared, next.tsq, next.candidates, sort));
    return found.one ? answer(first, found.one, found) : answer(next, found.two, found);
  }
  const found = await read(own, poolIds(next.candidates), true);
  if (found.one) return answer(first, found.one, found);
  const chosen = await mostWords(db, work, next.candidates, found.two ?? []);
  if (!chosen) return answer(null, null, found);
  const ranked = await read(rankedIds(prepared, next.tsq, chosen, sort), null);
  return answer(next, ranked.one, ranked);
}
