import { SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { CANDIDATES, type Level, type Pool, type Prepared, READ, type Sort } from './candidates';
import type { SearchWork } from './work';

/**
 * Ranking a query's candidates on the ladder of candidates.ts, in as few statements as the bound on each
 * statement's work allows: PGlite answers every statement through one session (db/embedded.ts), so each
 * round trip of a search also queues behind every other request's.
 */

const ORDERS: Record<Sort, SQL> = {
  relevance: sql`dist, available DESC, head DESC, rank DESC, length(search_text), id`,
  price_asc: sql`price ASC NULLS LAST, id`,
  price_desc: sql`price DESC NULLS LAST, id`,
  name_asc: sql`name COLLATE "ru", item_code`,
  name_desc: sql`name COLLATE "ru" DESC, item_code`,
};

/** A step's candidates' ids ranked in `sort` order (all of them: at most CANDIDATES), NULL when none. */
const rankedIds = ({ dist, head }: Prepared, tsq: SQL | null, candidates: SQL, sort: Sort): SQL =>
  sql`(SELECT array_agg(m.id ORDER BY ${ORDERS[sort]}) FROM (
      SELECT p.id, p.name, p.item_code, p.price, p.available, p.search_text, ${dist} AS dist,
        starts_with(p.search_text, ${head}) AS head,
        ${tsq ? sql`ts_rank(p.search_vector, ${tsq})` : sql`0`} AS rank
      FROM (${candidates}) p) m)`;

/**
 * The pool's items with the most words (at most CANDIDATES, the first by id), with the columns ranking reads:
 * the pool is read in one statement, its words counted a bounded slice at a time, each slice a statement of
 * its own (a read waiting for PGlite waits for one slice, gate.ts ReadsFirst). Once the budget is spent,
 * the items counted so far decide. Null when the pool is empty.
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
 * relaxed step of many words counts them in slices first, then ranks in a statement of its own.
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
  const rank = async (one: [Level, SQL], two?: [Level, SQL]) => {
    const [found] = await work.rows<{ first: number[] | null; second: number[] | null; beside: T | null }>(
      db,
      sql`WITH r0 AS MATERIALIZED (SELECT ${rankedIds(prepared, one[0].tsq, one[1], sort)} AS ids),
          r AS MATERIALIZED (SELECT r0.ids AS first, ${
            two
              ? sql`CASE WHEN r0.ids IS NULL THEN ${rankedIds(prepared, two[0].tsq, two[1], sort)} END`
              : sql`NULL::int[]`
          } AS second FROM r0)
        SELECT r.first, r.second, ${beside(sql`coalesce(r.first, r.second)`)} AS beside FROM r`,
    );
    const level = found?.first ? one[0] : found?.second && two ? two[0] : null;
    const ids = (found?.first ?? found?.second ?? []).map(Number);
    work.candidates += ids.length;
    return { level, ids, cut: false, beside: found?.beside ?? null };
  };
  // Past the budget the relaxed step is not started: the first step's answer stands, even when empty.
  const next = relaxed && !work.spent ? relaxed : undefined;
  const inline = next?.candidates instanceof SQL ? next.candidates : null;
  const found = await rank([first, first.candidates], inline && next ? [next, inline] : undefined);
  if (found.level || (next && inline)) return found;
  if (!relaxed || relaxed.candidates instanceof SQL || work.spent) return { ...found, cut: relaxed !== null };
  const chosen = await mostWords(db, work, relaxed.candidates);
  return chosen ? rank([relaxed, chosen]) : found;
}
