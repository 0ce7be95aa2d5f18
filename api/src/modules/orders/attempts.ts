import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client';
import { orderAttempts } from './schema/orders';
import { HttpError } from '../../http/errors';

/**
 * One Idempotency-Key's order, placed once however many requests carry the key, in however many processes:
 * the database is the arbiter. A request first looks for the key's stored order and answers it (a replay,
 * before any limit is counted); else it claims the key (`order_attempts`, one row per key) and places the
 * order as new, the claim removed by the order's own statement or by the refusal. A request that finds the
 * key claimed waits and looks again: it answers the order once stored, or claims the key itself once the
 * first was refused. No lock is held meanwhile (on PGlite a transaction would hold the whole shop's one
 * session), so waiting is looking again every few milliseconds, or, when the holder is in the same process,
 * as soon as the holder is done.
 */

/** A claim's length: far above an order's placing; a process that died holding one delays only its key. */
const CLAIM_SECONDS = 10;
/** How often a waiting request looks again. */
const POLL_MS = 20;
/** A waiter that still finds the key claimed this long after its first look gives up (never in practice). */
const GIVE_UP_MS = (CLAIM_SECONDS + 5) * 1000;

export const KEY_REUSED = 'Этот ключ Idempotency-Key уже использован для другого заказа';
export const STILL_PLACING = 'Заказ с этим ключом Idempotency-Key ещё оформляется, повторите запрос';

export interface Attempt {
  /** `user:{id}` or `guest`: the key's scope, as `orders.buyer_key`. */
  buyerKey: string;
  idempotencyKey: string;
  /** SHA-256 of the validated request: the same key with another body is refused. */
  requestHash: string;
  /** The item codes the request asked for, in its order (what the first answer skipped is told again). */
  codes: readonly string[];
}

/** The first answer of the key's stored order, as a replay tells it again. */
export interface Replay {
  orderId: number;
  totalPrice: number;
  skipped: string[];
}

/** A key this request holds until its order is stored or refused. */
export interface Claim {
  buyerKey: string;
  idempotencyKey: string;
  token: string;
}

interface StoredRow {
  id: number | null;
  request_hash: string | null;
  total_price: number | string | null;
  codes: string[] | null;
}

/** The key's stored order with its lines' codes (none: every column null). */
const storedSql = ({ buyerKey, idempotencyKey }: Attempt) => sql`
  SELECT o.id, o.request_hash, o.total_price,
         (SELECT coalesce(json_agg(i.item_code), '[]') FROM order_items i WHERE i.order_id = o.id) AS codes
  FROM orders o WHERE o.buyer_key = ${buyerKey} AND o.idempotency_key = ${idempotencyKey}`;

/**
 * The key's stored order, or else the key claimed for `token` when nobody holds it (or the holder's claim
 * has ended), in one statement.
 */
const claimSql = (attempt: Attempt, token: string) => sql`
  WITH stored AS (${storedSql(attempt)}),
  claimed AS (
    INSERT INTO order_attempts AS a (buyer_key, idempotency_key, token, expires_at)
    SELECT ${attempt.buyerKey}, ${attempt.idempotencyKey}, ${token},
           now() + ${sql.raw(`interval '${CLAIM_SECONDS} seconds'`)}
    WHERE NOT EXISTS (SELECT 1 FROM stored)
    ON CONFLICT (buyer_key, idempotency_key) DO UPDATE
      SET token = excluded.token, expires_at = excluded.expires_at
      WHERE a.expires_at <= now()
    RETURNING 1)
  SELECT stored.*, EXISTS (SELECT 1 FROM claimed) AS claimed FROM (SELECT 1) AS one LEFT JOIN stored ON true`;

/** The stored order's first answer; another body under its key is refused. */
function replayOf(found: StoredRow & { id: number }, attempt: Attempt): Replay {
  if (found.request_hash !== attempt.requestHash) throw new HttpError(409, KEY_REUSED);
  const stored = new Set(found.codes ?? []);
  return {
    orderId: found.id,
    totalPrice: Number(found.total_price),
    // Every line of the request whose product was on sale is stored, so the rest is what was skipped.
    skipped: attempt.codes.filter((code) => !stored.has(code)),
  };
}

const isStored = (row: StoredRow | undefined): row is StoredRow & { id: number } =>
  row !== undefined && row.id !== null;

/**
 * The claims this process holds, each with the promise of its end: a copy sent to the same process (a double
 * click) waits for that, not for the clock, and adds no statements meanwhile.
 */
const heldHere = new Map<string, { claim: Claim; ended: Promise<void>; end: () => void }>();
const keyOf = ({ buyerKey, idempotencyKey }: Pick<Attempt, 'buyerKey' | 'idempotencyKey'>) =>
  JSON.stringify([buyerKey, idempotencyKey]);

/** This request's claim has ended (its order stored, or its removal run): copies in this process look again. */
export function attemptSettled(claim: Claim): void {
  const held = heldHere.get(keyOf(claim));
  if (held?.claim !== claim) return;
  heldHere.delete(keyOf(claim));
  held.end();
}

/** The key's stored order's first answer, if it is stored. */
export async function storedReplay(db: Db, attempt: Attempt): Promise<Replay | null> {
  const [found] = await rows<StoredRow>(db, storedSql(attempt));
  return isStored(found) ? replayOf(found, attempt) : null;
}

/**
 * The key's stored order (`replay`), waiting for a concurrent request of the key to finish; or the key's
 * claim, when this request is to place the order as new.
 */
export async function beginAttempt(db: Db, attempt: Attempt): Promise<{ replay: Replay } | { claim: Claim }> {
  const claim = { buyerKey: attempt.buyerKey, idempotencyKey: attempt.idempotencyKey, token: randomUUID() };
  const giveUpAt = Date.now() + GIVE_UP_MS;
  for (;;) {
    const [found] = await rows<StoredRow & { claimed: boolean }>(db, claimSql(attempt, claim.token));
    if (isStored(found)) return { replay: replayOf(found, attempt) };
    if (found?.claimed) {
      // On PostgreSQL the statement's snapshot may predate the commit of the order whose statement removed
      // the claim: a fresh look before anything is counted as new.
      let stored: Replay | null;
      try {
        stored = await storedReplay(db, attempt);
      } catch (error) {
        await endAttempt(db, claim);
        throw error;
      }
      if (!stored) {
        let end = () => {};
        const ended = new Promise<void>((resolve) => (end = resolve));
        heldHere.set(keyOf(claim), { claim, ended, end });
        return { claim };
      }
      await endAttempt(db, claim);
      return { replay: stored };
    }
    if (Date.now() >= giveUpAt) throw new HttpError(409, STILL_PLACING);
    const holder = heldHere.get(keyOf(attempt));
    // A holder here ends within its claim's length unless its database hangs; then the clock ends the wait.
    await (holder
      ? Promise.race([holder.ended, sleep(CLAIM_SECONDS * 1000, undefined, { ref: false })])
      : sleep(POLL_MS));
  }
}

/** The removal of this request's claim, not yet run: the order's own statement holds it. */
export const claimRemoval = (db: Db, claim: Claim) =>
  db
    .delete(orderAttempts)
    .where(
      and(
        eq(orderAttempts.buyerKey, claim.buyerKey),
        eq(orderAttempts.idempotencyKey, claim.idempotencyKey),
        eq(orderAttempts.token, claim.token),
      ),
    );

/** Ends this request's claim without an order (refused or failed): the key's next request tries anew. */
export async function endAttempt(db: Db, claim: Claim): Promise<void> {
  await claimRemoval(db, claim);
}
