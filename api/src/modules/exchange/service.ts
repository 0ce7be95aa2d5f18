import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client';
import type { ExchangeProblemRow, ExchangeStep, ExchangeSweep } from './schema/exchange';

/** The cookie 1С is told to send with every request after `checkauth`. */
export const COOKIE = 'shop_1c_exchange';
/** How long a session lasts: a big exchange with pictures takes a while on a slow line. */
const SESSION_HOURS = 12;

const digest = (value: string): string => createHash('sha256').update(value).digest('hex');

export interface Session {
  id: number;
  kind: 'catalog' | 'sale';
  steps: Record<string, ExchangeStep>;
}

/** Opens a session (one recorded exchange) and answers the cookie's value; only its digest is stored. */
export async function openSession(db: Db, kind: Session['kind']): Promise<string> {
  const cookie = randomBytes(32).toString('base64url');
  await db.execute(
    sql`INSERT INTO exchanges (token, kind, expires_at)
        VALUES (${digest(cookie)}, ${kind}, now() + make_interval(hours => ${SESSION_HOURS}))`,
  );
  return cookie;
}

/** The open session of this cookie, or null (unknown, expired). */
export async function sessionOf(db: Db, cookie: string | undefined): Promise<Session | null> {
  if (!cookie) return null;
  const [found] = await rows<Session>(
    db,
    sql`SELECT id, kind, steps FROM exchanges WHERE token = ${digest(cookie)} AND expires_at > now()`,
  );
  return found ?? null;
}

/** Notes a file the session received (once, whatever the number of its parts). */
export async function noteFile(db: Db, id: number, name: string): Promise<void> {
  await db.execute(
    sql`UPDATE exchanges SET files = files || to_jsonb(${name}::text)
        WHERE id = ${id} AND NOT files ? ${name}`,
  );
}

/** Forgets the session's files and steps (`mode=init` begins the exchange again). */
export async function restartSession(db: Db, id: number): Promise<void> {
  await db.execute(sql`UPDATE exchanges SET files = '[]', steps = '{}' WHERE id = ${id}`);
}

/** This process as the owner of the steps it runs: its machine, pid, and this start of it. */
export const THIS_PROCESS = {
  host: os.hostname(),
  pid: process.pid,
  run: randomBytes(12).toString('base64url'),
};
type Owner = typeof THIS_PROCESS;

/** Whether a process of this machine is gone (no such pid; one we may not signal is there). */
function pidGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Marks the step running, owned by this process, unless it has begun already; answers true to the one caller
 * that should do the work (1С asks `mode=import` again while it runs, and several API processes may answer). A
 * step still «running» whose owner is gone is taken again, by one caller: an owner on this machine is gone when
 * its pid is (or it is this pid started again); an owner elsewhere when its heartbeat (`beatStep`) is older
 * than `timeoutMs`. The take-over names the owner and heartbeat it read, so of two callers one wins.
 */
export async function claimStep(db: Db, id: number, name: string, timeoutMs: number): Promise<boolean> {
  const mine = sql`jsonb_build_object('state', 'running', 'owner', ${JSON.stringify(THIS_PROCESS)}::jsonb, 'beat', now())`;
  const claimed = await rows<{ id: number }>(
    db,
    sql`UPDATE exchanges SET steps = steps || jsonb_build_object(${name}::text, ${mine})
        WHERE id = ${id} AND NOT steps ? ${name} RETURNING id`,
  );
  if (claimed.length > 0) return true;
  const [found] = await rows<{ step: ExchangeStep; stale: boolean }>(
    db,
    sql`SELECT steps -> ${name}::text AS step,
          coalesce((steps -> ${name}::text ->> 'beat')::timestamptz < now() - make_interval(secs => ${timeoutMs / 1000}), true) AS stale
        FROM exchanges WHERE id = ${id}`,
  );
  if (found?.step.state !== 'running' || !ownerGone(found.step.owner, found.stale)) return false;
  const taken = await rows<{ id: number }>(
    db,
    sql`UPDATE exchanges SET steps = steps || jsonb_build_object(${name}::text, ${mine})
        WHERE id = ${id} AND steps -> ${name}::text ->> 'state' = 'running'
          AND coalesce(steps -> ${name}::text -> 'owner' ->> 'run', '') = ${found.step.owner?.run ?? ''}
          AND coalesce(steps -> ${name}::text ->> 'beat', '') = ${found.step.beat ?? ''}
        RETURNING id`,
  );
  return taken.length > 0;
}

/** A running step's owner is gone (see `claimStep`); `stale`: its heartbeat is older than the timeout. */
export function ownerGone(owner: Owner | undefined, stale: boolean): boolean {
  if (!owner || owner.host !== THIS_PROCESS.host) return stale;
  if (owner.pid === THIS_PROCESS.pid) return owner.run !== THIS_PROCESS.run;
  return pidGone(owner.pid);
}

/** The owner of a running step says it is at work. */
export async function beatStep(db: Db, id: number, name: string): Promise<void> {
  await db.execute(
    sql`UPDATE exchanges SET steps = jsonb_set(steps, ARRAY[${name}::text, 'beat'], to_jsonb(now()))
        WHERE id = ${id} AND steps -> ${name}::text -> 'owner' ->> 'run' = ${THIS_PROCESS.run}`,
  );
}

/** This process still owns the step (or nobody does: sale steps have no owner): its outcome is recorded. */
const stillMine = (name: string) =>
  sql`coalesce(steps -> ${name}::text -> 'owner' ->> 'run', ${THIS_PROCESS.run}) = ${THIS_PROCESS.run}`;

export interface StepCounts {
  created: number;
  changed: number;
  unchanged: number;
  offSale: number;
  refused: number;
  problems: ExchangeProblemRow[];
}

/** How many problems an exchange keeps for its report (the counts are whole). */
const MAX_PROBLEMS = 100;

/** A step done: its counts are added to the exchange's, its problems appended. */
export async function stepDone(
  db: Db,
  id: number,
  name: string,
  counts: StepCounts,
  full: boolean | null,
): Promise<void> {
  await db.execute(
    sql`UPDATE exchanges SET
          steps = steps || jsonb_build_object(${name}::text, jsonb_build_object('state', 'done')),
          state = CASE WHEN state = 'failed' THEN state ELSE 'done' END,
          "full" = coalesce(${full}, "full"),
          created = created + ${counts.created}, changed = changed + ${counts.changed},
          unchanged = unchanged + ${counts.unchanged}, off_sale = off_sale + ${counts.offSale},
          refused = refused + ${counts.refused},
          problems = (SELECT coalesce(jsonb_agg(p), '[]') FROM (
            SELECT p FROM jsonb_array_elements(problems || ${JSON.stringify(counts.problems)}::jsonb) AS p
            LIMIT ${MAX_PROBLEMS}) AS kept),
          finished_at = now()
        WHERE id = ${id} AND ${stillMine(name)}`,
  );
}

/**
 * A step failed: the exchange failed with its reason; the catalogue was left as it was. `sweep`: a full
 * exchange refused as taking too much off sale, kept for an administrator to confirm.
 */
export async function stepFailed(
  db: Db,
  id: number,
  name: string,
  reason: string,
  sweep: ExchangeSweep | null = null,
): Promise<void> {
  await db.execute(
    sql`UPDATE exchanges SET
          steps = steps || jsonb_build_object(${name}::text, jsonb_build_object('state', 'failed', 'reason', ${reason}::text)),
          state = 'failed', reason = ${reason}, finished_at = now(),
          sweep = coalesce(${sweep === null ? null : JSON.stringify(sweep)}::jsonb, sweep)
        WHERE id = ${id} AND ${stillMine(name)}`,
  );
}

/**
 * An administrator confirms the refused sweep of exchange `id`: its step is this process's to run again
 * without the limit, once (a second click, or another administrator, finds it confirmed). Answers the file's
 * name, or null when there is no sweep waiting for confirmation.
 */
export async function confirmSweep(db: Db, id: number): Promise<string | null> {
  const mine = sql`jsonb_build_object('state', 'running', 'owner', ${JSON.stringify(THIS_PROCESS)}::jsonb, 'beat', now())`;
  const [row] = await rows<{ file: string }>(
    db,
    sql`UPDATE exchanges SET
          steps = steps || jsonb_build_object(sweep ->> 'file', ${mine}),
          sweep = sweep || '{"confirmed": true}', state = 'open', reason = null
        WHERE id = ${id} AND sweep IS NOT NULL AND NOT coalesce((sweep ->> 'confirmed')::boolean, false)
          AND steps -> (sweep ->> 'file') ->> 'state' = 'failed'
        RETURNING sweep ->> 'file' AS file`,
  );
  return row?.file ?? null;
}

/** The orders `mode=query` gave 1С in this session, for `mode=success` to mark. */
export async function rememberOrders(db: Db, id: number, ids: number[]): Promise<void> {
  await db.execute(
    sql`UPDATE exchanges SET order_ids = ${JSON.stringify(ids)}::jsonb, state = 'done', finished_at = now()
        WHERE id = ${id}`,
  );
}

/** Takes the orders given in this session (once: a second `mode=success` finds none). */
export async function takeOrders(db: Db, id: number): Promise<number[]> {
  const [row] = await rows<{ ids: number[] }>(
    db,
    sql`UPDATE exchanges e SET order_ids = '[]' FROM (SELECT order_ids FROM exchanges WHERE id = ${id} FOR UPDATE) old
        WHERE e.id = ${id} RETURNING old.order_ids AS ids`,
  );
  return row?.ids ?? [];
}
